import { AvailabilityCard } from './availability-card';
import { NotificationSettingsCard } from './notification-settings-card';
import { PushDeviceCard } from './push-device-card';
import { ServicePreferencesCard } from './service-preferences-card';

/**
 * The Preferences tab: notifications and this device's push switch for everyone, then service
 * preferences (owners) or availability (washers).
 */
export function PreferencesTab({ role }: { role: 'owner' | 'washer' }) {
  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <NotificationSettingsCard />
      <PushDeviceCard />
      {role === 'owner' ? <ServicePreferencesCard /> : <AvailabilityCard />}
    </div>
  );
}
