import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';

/** Work the queue runs: on a cron, at start, or when sent, on one instance at a time. */
export type JobDefinition<T extends object = object> = {
  name: string;
  /** When it recurs, a cron line read in UTC; every instance may say it, one job runs per slot. */
  cron?: string;
  /** Also once as an instance starts (what a stop may have left undone). */
  atStart?: boolean;
  /**
   * A sweep: at most one run waits at a time, so an instance starting, or a cron slot coming,
   * while a run is queued adds none. Other jobs queue as many as are sent.
   */
  sweep?: boolean;
  run(data: T): Promise<void>;
};

export type JobQueue = {
  /** Creates each job's queue, its schedule and a worker, then starts the engine. */
  start(jobs: readonly JobDefinition[]): Promise<void>;
  /** Asks for a run of `name`; resolves with the job's id, or null when one is already waiting. */
  send(name: string, data?: object, options?: { startAfter?: Date }): Promise<string | null>;
  /** Lets the jobs in hand finish (within the grace) and stops taking more; the database stays open. */
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** How often each worker asks for work; half a second at the least. */
  pollingIntervalSeconds?: number;
  /** Failed runs are retried this many times, waiting 30 s, 60 s, 120 s … between them. */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

/** Jobs in hand get this long to finish when the server stops. */
const stopGraceMs = 10_000;
/** PostgreSQL's SQLSTATE for a transaction it ended to break a deadlock. */
const deadlockDetected = '40P01';

/**
 * The job queue (docs/decisions/019): pg-boss 10 on the product's own database, PGlite or
 * PostgreSQL alike, through the database's plain-SQL door. Workers take jobs with SKIP LOCKED, so of
 * several instances exactly one runs each job; a job that throws is retried with backoff; a job
 * whose instance died is taken up again when it expires.
 */
export function createJobQueue(
  database: Pick<Database, 'executeSql'>,
  logger: Logger,
  { pollingIntervalSeconds = 5, retryLimit = 3, retryDelaySeconds = 30 }: JobQueueOptions = {},
): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Its clock check reads the database's time every ten minutes; ours is the database's too.
    clockMonitorIntervalMinutes: 10,
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  const queueOptions = {
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 600,
  } as const;

  /**
   * Creates a job's queue unless it exists. Instances starting together create the same queue at
   * once, and PostgreSQL may end one's partition DDL as a deadlock (seen with two): that one looks
   * again, finds the queue the other made or makes it.
   */
  async function ensureQueue(job: JobDefinition): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await boss.getQueue(job.name)) return;
        await boss.createQueue(job.name, { name: job.name, policy: job.sweep ? 'short' : 'standard', ...queueOptions });
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== deadlockDetected || attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 50 + Math.random() * 50));
      }
    }
  }

  return {
    async start(jobs) {
      await boss.start();
      for (const job of jobs) {
        await ensureQueue(job);
        await boss.work<object>(job.name, { pollingIntervalSeconds, batchSize: 1 }, async ([taken]) => {
          if (!taken) return;
          // pg-boss keeps the error on the job only; the log is where an operator looks.
          await job.run(taken.data).catch((error: unknown) => {
            logger.error({ err: error, job: job.name }, 'job failed; it will be retried');
            throw error;
          });
        });
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        if (job.atStart) await boss.send(job.name, {});
      }
    },
    send: (name, data = {}, { startAfter } = {}) => boss.send(name, data, startAfter ? { startAfter } : {}),
    async stop() {
      await boss.stop({ graceful: true, timeout: stopGraceMs, wait: true });
    },
  };
}
