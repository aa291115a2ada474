// `npm run bench:statements`: the database statements each signed-in page's first reads send, and
// what those reads cost in-process, on the load bench's population (3,000 demo-like accounts)
// with the search's cache filled and each session known, as on a running server: the "statements
// per request" of docs/scaling.md. Ten runs of each page's reads after one to warm up; the counts
// are the same on PostgreSQL, whose queries are the same text.
import { loadavg } from 'node:os';
import { createTestApp, testOrigin } from '../apps/server/src/test/test-app';
import { pageReads, seedMarketplace, statementsOf } from '../apps/server/src/test/page-reads';
import { writeBenchmarkSection } from './docs-section';

const accounts = 3000;
const runs = 10;

const t = await createTestApp();
try {
  const reads = pageReads(await seedMarketplace(t, accounts));
  const read = async (cookie: string, path: string) => {
    const response = await t.app.request(`${testOrigin}${path}`, { headers: { origin: testOrigin, cookie } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const rows: string[] = [];
  let total = 0;
  let requests = 0;
  for (const { page, cookie, paths } of reads) {
    for (const path of paths) await read(cookie, path);
    const statements = await statementsOf(async () => {
      for (const path of paths) await read(cookie, path);
    });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      for (const path of paths) await read(cookie, path);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    total += statements.length;
    requests += paths.length;
    rows.push(
      `| ${page} | ${paths.length} | ${statements.length} | ${(times[Math.floor(runs / 2)] ?? 0).toFixed(1)} |`,
    );
  }
  const section = [
    '## Statements per page (`npm run bench:statements`)',
    '',
    `Each signed-in page's first reads, in-process on PGlite with ${accounts.toLocaleString('en-US')} demo-like accounts, the search's cache filled and the session known (as on a running server): how many API requests the page makes, how many database statements they send, and their time together (median of ${runs}, ms).`,
    '',
    '| page | requests | statements | ms |',
    '|---|---|---|---|',
    ...rows,
    '',
    `In all: ${requests} requests, ${total} statements, ${(total / requests).toFixed(1)} a request. Run on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end.`,
    '',
  ].join('\n');
  console.log(section);
  writeBenchmarkSection('page-statements', section);
  console.log('Written to docs/benchmarks.md');
} finally {
  await t.close();
}
