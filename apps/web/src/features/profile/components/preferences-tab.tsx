export function PreferencesTab({ role }: { role: 'owner' | 'washer' }) {
  return <div data-role={role}>Preferences</div>;
}
