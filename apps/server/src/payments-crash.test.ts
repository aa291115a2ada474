import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiptTotals } from '@sudsy/domain/ledger';
import { soonStart, soonStartHours } from '@sudsy/domain/testing/soon-start';
import type { Database } from './db/client';
import { jobPayments, localPaymentObjects } from './db/schema';
import { movementsOfAppointment } from './features/payments';
import type { SignedIn } from './test/accounts';
import { afterPhotoFile } from './test/appointments';
import { wizardRequest } from './test/bookings';
import { callOver, freePort, readyToBookOver, signUpOver, type CallOver } from './test/server-process';
import { processDatabase } from './test/process-database';
import { everyDay, profileInput } from './test/washers';

// A crash in the middle of taking money (docs/payments.md, "Reconciliation"): the provider has
// captured the job's price, the process dies before our ledger says so. After a restart our books
// must say it once, and the owner must have been charged once.

const database = processDatabase('sudsy-payments-crash-');

const priceCents = 8500;
const feeCents = 850; // PLATFORM_FEE_PERCENT's default 10 %
const jobMinutes = 15;
// Quote and acceptance take well under this; a start closer could pass meanwhile.
const leadMs = 5_000;

/** Both servers' address: the sessions made on the first must be good on the second. */
let baseUrl = '';
let call: CallOver;
beforeAll(async () => {
  baseUrl = `http://localhost:${await freePort()}`;
  call = callOver(baseUrl);
});
const serverEnv = (extra: Record<string, string>) => ({
  PORT: new URL(baseUrl).port,
  PUBLIC_URL: baseUrl,
  ...extra,
});

/** Our payment of the job, its movements, and the provider's payments and transfers for it. */
async function booksOf(database: Database, appointmentId: string) {
  const { db } = database;
  const [payment] = await db.select().from(jobPayments).where(eq(jobPayments.appointmentId, appointmentId));
  const intents = await db
    .select({ data: localPaymentObjects.data })
    .from(localPaymentObjects)
    .where(
      sql`${localPaymentObjects.type} = 'payment_intent' and ${localPaymentObjects.data}->'metadata'->>'appointmentId' = ${appointmentId}`,
    );
  const destination = (intents[0]?.data.transfer_data as { destination: string } | undefined)?.destination;
  const transfers = await db
    .select({ data: localPaymentObjects.data })
    .from(localPaymentObjects)
    .where(
      sql`${localPaymentObjects.type} = 'transfer' and ${localPaymentObjects.data}->>'destination' = ${destination}`,
    );
  return {
    payment,
    movements: await movementsOfAppointment(db, appointmentId),
    intents: intents.map(({ data }) => ({ id: data.id, status: data.status, received: data.amount_received })),
    transfers: transfers.map(({ data }) => data.amount),
  };
}

describe('a crash between the provider and our books', () => {
  let appointmentId = '';
  let owner: SignedIn;

  // A server start, and the wait (up to a minute) for a job booked at the next whole minute to start.
  it('dies between the provider capture and our ledger write', { timeout: 90_000 }, async () => {
    const first = database.start(serverEnv({ PAYMENT_FAILPOINT: 'after-provider-capture' }));
    await first.listening;
    const washer = await signUpOver(baseUrl, 'washer');
    owner = await signUpOver(baseUrl, 'owner');
    await call(washer, 'PUT', '/api/washer-profile', profileInput({ businessName: 'Crash Capture Detailing' }), 200);
    await readyToBookOver(baseUrl, washer, owner);
    const { request } = (await call(owner, 'POST', '/api/quote-requests', wizardRequest([washer]), 201)) as {
      request: { id: string };
    };

    // Booked inside a day, so held at once; started a few seconds later, so it can be completed.
    const start = soonStart(new Date(), { leadMs, jobMinutes });
    const hours = { hours: everyDay(soonStartHours.opens, soonStartHours.closes), timeZone: start.timeZone };
    await call(washer, 'PUT', '/api/schedule/working-hours', hours, 200);
    const quote = {
      amountCents: priceCents,
      estimatedMinutes: jobMinutes,
      notes: 'Crash course',
      proposedDate: start.date,
      proposedTime: start.time,
    };
    await call(washer, 'PUT', `/api/bids/${request.id}`, quote, 200);
    const accepted = (await call(
      owner,
      'POST',
      `/api/quote-requests/${request.id}/quotes/${washer.id}/accept`,
      {},
      201,
    )) as {
      booking: { appointmentId: string };
    };
    appointmentId = accepted.booking.appointmentId;
    const paymentPath = `/api/appointments/${appointmentId}/payment`;
    await expect
      .poll(
        async () =>
          ((await call(owner, 'GET', paymentPath, undefined, 200)) as { payment: { status: string } }).payment.status,
        {
          timeout: 15_000,
        },
      )
      .toBe('held');

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.startsAt.getTime() - Date.now())));
    // The completion is acknowledged; its capture, run from the completion's event, kills the process.
    const completion = new FormData();
    completion.set('after', await afterPhotoFile());
    await call(washer, 'POST', `/api/appointments/${appointmentId}/complete`, completion, 200);
    await first.exited;
    expect(first.child.signalCode, first.output()).toBe('SIGKILL');

    const books = await database.read((database) => booksOf(database, appointmentId));
    expect(books.intents).toEqual([{ id: books.payment?.intentId, status: 'succeeded', received: priceCents }]);
    expect(books.payment).toMatchObject({ status: 'held', capturedCents: 0 });
    expect(books.movements.map((movement) => movement.kind)).toEqual(['hold']);
  });

  // A server start and a stop.
  it('records the capture once at the restart, the owner charged once', { timeout: 90_000 }, async () => {
    expect(appointmentId, 'the crash before it').not.toBe('');
    const second = database.start(serverEnv({ LOG_LEVEL: 'info' }));
    await second.listening;
    const passes = () =>
      second
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"payments reconciled"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    // The pass the start runs finds the capture at the provider and writes it.
    await expect
      .poll(passes, { timeout: 30_000 })
      .toEqual([expect.objectContaining({ repaired: 1, discrepancies: 0 })]);
    const payment = (await call(owner, 'GET', `/api/appointments/${appointmentId}/payment`, undefined, 200)) as {
      payment: unknown;
    };
    expect(payment.payment).toMatchObject({ status: 'captured', capturedCents: priceCents });
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);

    const { books, schedules } = await database.read(async (database) => ({
      books: await booksOf(database, appointmentId),
      schedules: (await database.executeSql('select name, cron from pgboss.schedule', [])).rows,
    }));
    expect(books.payment).toMatchObject({ status: 'captured', capturedCents: priceCents });
    expect(books.movements.map((movement) => movement.kind)).toEqual(['hold', 'capture']);
    expect(receiptTotals(books.movements, appointmentId)).toMatchObject({
      capturedCents: priceCents,
      feeCents,
      washerNetCents: priceCents - feeCents,
      totalPaidCents: priceCents,
    });
    // One payment captured once, one transfer to the washer: nothing charged twice.
    expect(books.intents).toEqual([{ id: books.payment?.intentId, status: 'succeeded', received: priceCents }]);
    expect(books.transfers).toEqual([priceCents]);
    // And the daily pass is on the queue's schedule.
    expect(schedules).toContainEqual({ name: 'payments-reconciliation', cron: '30 3 * * *' });
  });
});
