export function SkillsTab() {
  return <div>Skills &amp; Certifications</div>;
}
