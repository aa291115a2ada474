import type { Account } from '@sudsy/domain/account';
import { AccountStatisticsCard } from './account-statistics-card';
import { PaymentMethodsCard } from './payment-methods-card';
import { PayoutsCard } from './payouts-card';
import { PersonalInfoCard } from './personal-info-card';

/** Account Information: personal information, statistics and payment methods (owners) or payouts (washers). */
export function AccountTab({ account, role }: { account: Account | undefined; role: Account['role'] }) {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <PersonalInfoCard account={account} />
      <div className="grid content-start gap-6">
        <AccountStatisticsCard account={account} />
        {role === 'owner' ? <PaymentMethodsCard /> : <PayoutsCard />}
      </div>
    </div>
  );
}
