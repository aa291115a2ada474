import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { campaigns } from '../db/schema';
import { runOpsTool } from '../test/ops-tool';
import { seedMigratedPglite, testDriver } from '../test/test-db';

// The install's DATA_DIR and the operator's campaign files, side by side.
const root = mkdtempSync(join(tmpdir(), 'sudsy-campaign-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function queuedIn(dataDir: string) {
  const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    return await database.db.select().from(campaigns);
  } finally {
    await database.close();
  }
}

// The tool on an embedded install with no server running; with one, it asks the server over the
// control socket (campaigns.test.ts) as a backup does.
if (testDriver === 'pglite') {
  describe('npm run campaign:send', () => {
    it('queues the campaign a file describes, and refuses a file with problems, naming each', async () => {
      const dataDir = join(root, 'data');
      await seedMigratedPglite(dataDir);
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
}
