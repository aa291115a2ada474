import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Logger } from 'pino';
import { platformFeeCents, tipFromPercent } from '@sudsy/domain/payment-fees';
import type { Db } from '../db/client';
import {
  appointmentCompletions,
  appointments,
  dataSeeds,
  jobPayments,
  ownerPayers,
  payoutAccounts,
  user,
  washerProfiles,
} from '../db/schema';
import { settleJobPayment } from '../features/job-payments/settle-service';
import { addTip } from '../features/job-payments/tip-service';
import type { LocalPaymentProvider } from '../platform/payments/local-provider';
import { demoEmail, demoEmailDomain, demoOwner } from './demo-accounts';
import { ownerStory } from './demo-owner-story';

/** Added once per database, after the demo set: its own row, since it follows the provider's books. */
export const demoMoneySeedName = 'demo-money-v1';

/** The demo owner's card: Stripe's test Visa, as a developer would type it in the local card form. */
const demoCard = (now: Date) => ({
  number: '4242 4242 4242 4242',
  expiry: `12 / ${String((now.getUTCFullYear() + 5) % 100).padStart(2, '0')}`,
  cvc: '123',
});

export type DemoMoneyDeps = { db: Db; provider: LocalPaymentProvider; feePercent: number; logger: Logger };

type Person = { id: string; name: string; email: string };

/**
 * The demo's money on the local provider (docs/demo-data.md): the demo owner has a Visa ending in
 * 4242 and every demo washer takes payouts, so any of the demo's quotes can be booked and paid
 * as on a real instance; and the demo shows money that moved: the featured washer's completed
 * jobs charged through the job engine, one payout to their bank, then the demo owner's wash
 * charged and tipped 15% (pending), and the owner's upcoming detail waiting for its hold. The
 * provider's calls come first and are repeatable (idempotency keys, one account per washer), so a
 * start that stops half-way finishes on the next one.
 */
export async function loadDemoMoney(deps: DemoMoneyDeps): Promise<void> {
  const { db, provider } = deps;
  const [loaded] = await db.select().from(dataSeeds).where(eq(dataSeeds.name, demoMoneySeedName));
  if (loaded) return;
  const [owner] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.email, demoEmail(demoOwner.slug)));
  if (!owner) return;
  await saveDemoCard(db, provider, owner);
  const washers = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .innerJoin(washerProfiles, eq(washerProfiles.userId, user.id))
    .where(like(user.email, `%@${demoEmailDomain}`));
  const withAccounts = new Set(
    washers.length === 0
      ? []
      : (
          await db
            .select({ washerId: payoutAccounts.washerId })
            .from(payoutAccounts)
            .where(
              inArray(
                payoutAccounts.washerId,
                washers.map((washer) => washer.id),
              ),
            )
        ).map((row) => row.washerId),
  );
  for (const washer of washers.filter((washer) => !withAccounts.has(washer.id))) {
    const { id } = await provider.createConnectedAccount({
      userId: washer.id,
      email: washer.email,
      idempotencyKey: `account-${washer.id}`,
    });
    const status = await provider.completeOnboarding(id);
    await db.insert(payoutAccounts).values({
      washerId: washer.id,
      accountId: id,
      payoutsEnabled: status.payoutsEnabled,
      detailsSubmitted: status.detailsSubmitted,
    });
  }
  await payDemoJobs(deps, owner);
  await db.insert(dataSeeds).values({ name: demoMoneySeedName }).onConflictDoNothing();
}

/** Books a job's payment as a booking does, unless it has one: its price, and the fee of the day. */
async function payThroughSudsy(deps: DemoMoneyDeps, appointment: { id: string; priceCents: number | null }) {
  if (appointment.priceCents === null) return;
  await deps.db
    .insert(jobPayments)
    .values({
      appointmentId: appointment.id,
      amountCents: appointment.priceCents,
      feeCents: platformFeeCents(appointment.priceCents, deps.feePercent),
    })
    .onConflictDoNothing();
}

async function payDemoJobs(deps: DemoMoneyDeps, owner: Person): Promise<void> {
  const { db, provider, logger } = deps;
  const featured = await db
    .select({ id: user.id, accountId: payoutAccounts.accountId })
    .from(user)
    .innerJoin(payoutAccounts, eq(payoutAccounts.washerId, user.id))
    .where(eq(user.email, demoEmail(ownerStory.completed.washer)));
  const washer = featured[0];
  if (!washer) return;
  const jobs = await db
    .select({
      id: appointments.id,
      ownerId: appointments.ownerId,
      priceCents: appointments.priceCents,
      completedAt: appointmentCompletions.completedAt,
      owner: { id: user.id, name: user.name, email: user.email },
    })
    .from(appointments)
    .innerJoin(user, eq(user.id, appointments.ownerId))
    .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .where(and(eq(appointments.washerId, washer.id), eq(appointments.status, 'completed')))
    .orderBy(asc(appointments.serviceDate));
  // A completed job with nothing held: the engine's step charges it outright.
  const step = (appointmentId: string) => settleJobPayment({ db, provider, logger }, appointmentId);
  // The washer's earlier customers paid, and paid out to the washer's bank.
  for (const job of jobs.filter((job) => job.ownerId !== owner.id)) {
    await saveDemoCard(db, provider, job.owner);
    await payThroughSudsy(deps, job);
    await step(job.id);
  }
  await provider.payOut(washer.accountId);
  // The demo owner's own wash: charged, then tipped in the two days tips are open.
  for (const job of jobs.filter((job) => job.ownerId === owner.id)) {
    await payThroughSudsy(deps, job);
    await step(job.id);
    if (job.priceCents === null || !job.completedAt) continue;
    const tipAt = new Date(job.completedAt.getTime() + 60 * 60 * 1000);
    const amountCents = tipFromPercent(job.priceCents, 15);
    await addTip(
      { db, provider, logger, publishableKey: null },
      { ...owner, role: 'owner' },
      job.id,
      { amountCents },
      tipAt,
    );
  }
  // The owner's bookings to come wait for their hold, a day before each.
  const upcoming = await db
    .select({ id: appointments.id, priceCents: appointments.priceCents })
    .from(appointments)
    .where(and(eq(appointments.ownerId, owner.id), eq(appointments.status, 'scheduled')));
  for (const job of upcoming) await payThroughSudsy(deps, job);
}

async function saveDemoCard(db: Db, provider: LocalPaymentProvider, owner: Pick<Person, 'id' | 'email'>) {
  const [payer] = await db.select().from(ownerPayers).where(eq(ownerPayers.userId, owner.id));
  if (payer && (await provider.listCards(payer.payerId)).length > 0) return;
  const payerId =
    payer?.payerId ??
    (await provider.createCustomer({ userId: owner.id, email: owner.email, idempotencyKey: `customer-${owner.id}` }))
      .id;
  if (!payer) await db.insert(ownerPayers).values({ userId: owner.id, payerId });
  const setup = await provider.createSetupIntent({ customerId: payerId, idempotencyKey: `demo-card-${owner.id}` });
  await provider.confirmSetupIntent(setup.id, demoCard(new Date()));
}
