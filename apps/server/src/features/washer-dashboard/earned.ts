import { sql, type SQL } from 'drizzle-orm';
import { accountKey } from '@sudsy/domain/ledger';
import { appointments, jobPayments } from '../appointments/schema';
import { ledgerEntries, ledgerTransactions } from '../payments/schema';

/**
 * What a completed appointment earned its washer (docs/product.md, "Dashboards"), for a query over
 * `appointments` left-joined to `job_payments`: a job paid through Sudsy earned what the ledger put
 * in the washer's balance for it (the price captured less Sudsy's fee, plus tips, less refunds, the
 * same net as the Payouts tab's); a job paid at the job earned its booked price.
 */
export function earnedCents(washerId: string): SQL<number> {
  const balance = accountKey({ kind: 'washer_balance', washerId });
  return sql<number>`case when ${jobPayments.appointmentId} is null then coalesce(${appointments.priceCents}, 0) else (
    select coalesce(sum(${ledgerEntries.amountCents}), 0) from ${ledgerEntries}
    inner join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
    where ${ledgerTransactions.appointmentId} = ${appointments.id} and ${ledgerEntries.account} = ${balance}
  ) end`;
}
