import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';

let t: TestApp;
const queues: JobQueue[] = [];
beforeAll(async () => {
  t = await createTestApp({ BACKGROUND_WORK: 'off' });
});
afterAll(async () => {
  // Before the database closes: a worker finishing a job would write to a closed database.
  await Promise.all(queues.map((queue) => queue.stop()));
  await t.close();
});

const logger = createLogger('silent');
/** A queue that asks for work twice a second and retries a failure after a second. */
function queueOn(database: Pick<Database, 'executeSql'>): JobQueue {
  const queue = createJobQueue(database, logger, { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
  queues.push(queue);
  return queue;
}

/** The test app's database as a second instance reaches it: its own pool on PostgreSQL, the same PGlite. */
async function secondInstance(): Promise<Pick<Database, 'executeSql'> & { close(): Promise<void> }> {
  const pool = (t.database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client;
  const url = pool.options?.connectionString;
  if (testDriver === 'postgres' && url) return openPostgres(url);
  return { executeSql: t.database.executeSql, close: async () => undefined };
}

describe('the job queue', () => {
  it('runs a job sent now, one sent for later only once its time has come, and retries a failure', async () => {
    const ran: { data: { label: string }; at: number }[] = [];
    let failures = 0;
    const jobs: JobDefinition[] = [
      { name: 'test-record', run: async (data) => void ran.push({ data: data as { label: string }, at: Date.now() }) },
      {
        name: 'test-flaky',
        run: async (data) => {
          if (failures === 0) {
            failures += 1;
            throw new Error('the first run fails');
          }
          ran.push({ data: data as { label: string }, at: Date.now() });
        },
      },
    ];
    const queue = queueOn(t.database);
    await queue.start(jobs);
    const sentAt = Date.now();
    await queue.send('test-record', { label: 'now' });
    await queue.send('test-record', { label: 'later' }, { startAfter: new Date(sentAt + 2_000) });
    await queue.send('test-flaky', { label: 'after a retry' });
    await expect
      .poll(() => ran.map((run) => run.data.label).sort(), { timeout: 20_000 })
      .toEqual(['after a retry', 'later', 'now']);
    const later = ran.find((run) => run.data.label === 'later');
    expect(later?.at).toBeGreaterThanOrEqual(sentAt + 2_000);
    expect(failures).toBe(1);
  });

  it('runs each job once when two instances work the same queue on one database', async () => {
    const second = await secondInstance();
    try {
      const runs = new Map<string, number>();
      const job: JobDefinition = {
        name: 'test-shared',
        run: async (data) => {
          const { label } = data as { label: string };
          runs.set(label, (runs.get(label) ?? 0) + 1);
        },
      };
      const [first, other] = [queueOn(t.database), queueOn(second)];
      await Promise.all([first.start([job]), other.start([job])]);
      const labels = Array.from({ length: 12 }, (_, index) => `job-${index}`);
      for (const label of labels) await first.send('test-shared', { label });
      await expect.poll(() => runs.size, { timeout: 30_000 }).toBe(labels.length);
      // Whatever else is still polling gets a moment to run a job a second time.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(labels.map((label) => runs.get(label))).toEqual(labels.map(() => 1));
      await other.stop();
    } finally {
      await second.close();
    }
  });
});
