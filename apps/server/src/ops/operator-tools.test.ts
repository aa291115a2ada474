import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db/client';
import { campaigns, operators, user } from '../db/schema';
import { runOpsTool } from '../test/ops-tool';
import { seedMigratedPglite, testDriver } from '../test/test-db';

// The install's DATA_DIR and the operator's campaign files, side by side.
const root = mkdtempSync(join(tmpdir(), 'sudsy-campaign-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `read` on the install's database once no tool holds it. */
async function inDatabase<T>(dataDir: string, read: (db: Db) => Promise<T>): Promise<T> {
  const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}
const queuedIn = (dataDir: string) => inDatabase(dataDir, (db) => db.select().from(campaigns));

// The tools on an embedded install with no server running; with one, they ask the server over the
// control socket (database-actions.test.ts) as a backup does.
if (testDriver === 'pglite') {
  const dataDir = join(root, 'data');
  beforeAll(() => seedMigratedPglite(dataDir));

  describe('npm run campaign:send', () => {
    it('queues the campaign a file describes, and refuses a file with problems, naming each', async () => {
      const files = root;
      const bad = join(files, 'bad.txt');
      writeFileSync(bad, 'Topic: coupons\nSubject: Hi\n\n');
      const refused = await runOpsTool(['campaign', bad], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('topic: Topic must be one of: newsletter, promotion');
      expect(refused.output).toContain('body: Write the body.');
      expect(await queuedIn(dataDir)).toEqual([]);

      const good = join(files, 'may.txt');
      writeFileSync(good, 'Topic: newsletter\nSubject: Sudsy in May\n\nFive tips for spring pollen.\n');
      const sent = await runOpsTool(['campaign', good], { DATA_DIR: dataDir });
      expect(sent.output).toMatch(/^Queued campaign [0-9a-f-]{36}: "Sudsy in May" to everyone with "Newsletter" on\./);
      expect(sent.code).toBe(0);
      expect(await queuedIn(dataDir)).toMatchObject([
        {
          topic: 'newsletter',
          audience: 'everyone',
          subject: 'Sudsy in May',
          body: 'Five tips for spring pollen.',
          finishedAt: null,
        },
      ]);
    });
  });

  describe('npm run admin:create and admin:revoke', () => {
    it('make an existing account an operator and take it back, and name an email with no account', async () => {
      const id = 'operator-tools-account';
      await inDatabase(dataDir, (db) =>
        db.insert(user).values({ id, name: 'Ops', email: 'ops@example.com', emailVerified: true, role: 'owner' }),
      );
      const unknown = await runOpsTool(['admin-create', 'nobody@example.com'], { DATA_DIR: dataDir });
      expect(unknown).toMatchObject({ code: 1 });
      expect(unknown.output).toContain('No account has the email nobody@example.com');
      const created = await runOpsTool(['admin-create', 'Ops@Example.com'], { DATA_DIR: dataDir });
      expect(created.output).toContain('ops@example.com is now an operator.');
      expect(await inDatabase(dataDir, (db) => db.select().from(operators))).toMatchObject([{ userId: id }]);
      const revoked = await runOpsTool(['admin-revoke', 'ops@example.com'], { DATA_DIR: dataDir });
      expect(revoked).toMatchObject({ code: 0, output: 'ops@example.com is no longer an operator.\n' });
      expect(await inDatabase(dataDir, (db) => db.select().from(operators))).toEqual([]);
    });
  });
}
