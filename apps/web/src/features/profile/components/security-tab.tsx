import { DeviceActivityCard } from './device-activity-card';
import { PasswordCard } from './password-card';
import { TwoFactorCard } from './two-factor-card';

/** Security: password, two-factor authentication and the devices signed in. */
export function SecurityTab({ twoFactorEnabled }: { twoFactorEnabled: boolean | undefined }) {
  return (
    <div className="grid gap-6">
      <PasswordCard />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <DeviceActivityCard />
    </div>
  );
}
