import { DeviceActivityCard } from './device-activity-card';
import { PasswordCard } from './password-card';
import { TwoFactorCard } from './two-factor-card';
import { YourDataCard } from './your-data-card';

/** Security: password, two-factor authentication, the devices signed in, and the user's data. */
export function SecurityTab({ twoFactorEnabled }: { twoFactorEnabled: boolean | undefined }) {
  return (
    <div className="grid gap-6">
      <PasswordCard />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <DeviceActivityCard />
      <YourDataCard twoFactorEnabled={twoFactorEnabled ?? false} />
    </div>
  );
}
