import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { textArray } from './earth-distance';
import { openTestDatabase } from '../test/test-db';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function roundTrip(values: readonly string[]): Promise<string[]> {
  const result = await database.db.execute(sql`select ${textArray(values)} as "values"`);
  return (result.rows[0] as { values: string[] }).values;
}

it('sends any strings as one text[] parameter and reads them back unchanged', async () => {
  expect(await roundTrip([])).toEqual([]);
  expect(await roundTrip(['NULL', '', 'a,b', '{x}', 'say "hi"', 'back\\slash', ' padded '])).toEqual([
    'NULL',
    '',
    'a,b',
    '{x}',
    'say "hi"',
    'back\\slash',
    ' padded ',
  ]);
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.string({ unit: 'grapheme-ascii' }).filter((text) => !text.includes('\0'))),
      async (values) => {
        expect(await roundTrip(values)).toEqual(values);
      },
    ),
    { numRuns: 50 },
  );
});
