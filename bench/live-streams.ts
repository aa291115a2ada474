// `npm run bench:streams`: what open live streams cost one instance. The built server on the
// embedded database with its demo data; N event streams (10,000 unless `--streams` says) opened
// by the demo owner over connections of their own; the server's resident memory and descriptors
// before and after, per stream; then one message sent and timed until every stream has it
// (the fan-out). Issue 46 point 5.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoEmail } from '../apps/server/src/demo/demo-accounts';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { startServer } from './bench-server';
import { writeBenchmarkSection } from './docs-section';
import { openDescriptors, residentMb } from './process-figures';
import { signIn } from './sign-in';

const { values: options } = parseArgs({ options: { streams: { type: 'string', default: '10000' } } });
const streamCount = Number(options.streams);
/** Streams opened at once: well under the listen backlog, so no connection waits on a refused SYN. */
const openingAtOnce = 200;

type Stream = { request: http.ClientRequest; received: () => string; waitFor(text: string): Promise<void> };

/** An event stream on a connection of its own, keeping what arrived on it. */
function openStream(origin: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = '';
    const waiting: { text: string; resolve: () => void }[] = [];
    const request = http.get(`${origin}/api/messages/stream`, { agent: false, headers: { cookie, origin } });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      const stream: Stream = {
        request,
        received: () => text,
        waitFor: (wanted) =>
          text.includes(wanted)
            ? Promise.resolve()
            : new Promise((done) => waiting.push({ text: wanted, resolve: done })),
      };
      response.on('data', (chunk: string) => {
        text += chunk;
        for (const wait of waiting.splice(0)) {
          if (text.includes(wait.text)) wait.resolve();
          else waiting.push(wait);
        }
      });
      void stream.waitFor('event: ready').then(() => resolve(stream));
    });
  });
}

ensureWebBuild();
ensureServerBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'sudsy-bench-streams-'));
const server = await startServer({ DATA_DIR: dataDir }, { demo: true });
const pid = server.process.pid ?? 0;
const streams: Stream[] = [];
try {
  const owner = await signIn(server.origin, demoEmail('owner'), 'owner');
  const contacts = (await (
    await fetch(`${server.origin}/api/messages/contacts`, { headers: { cookie: owner, origin: server.origin } })
  ).json()) as { contacts: { id: string }[] };
  const washerId = contacts.contacts[0]?.id;
  if (!washerId) throw new Error('the demo owner has no conversation');
  // One stream first, so what the first one costs (the listening connection) is not counted per stream.
  streams.push(await openStream(server.origin, owner));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = { rssMb: residentMb(pid), fds: openDescriptors(pid) };
  const opened = performance.now();
  while (streams.length < streamCount) {
    const batch = Math.min(openingAtOnce, streamCount - streams.length);
    streams.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(server.origin, owner)))));
  }
  const openSeconds = (performance.now() - opened) / 1000;
  const after = { rssMb: residentMb(pid), fds: openDescriptors(pid) };
  const added = streamCount - 1;

  const sent = performance.now();
  const answer = await fetch(`${server.origin}/api/messages/conversations/${washerId}`, {
    method: 'POST',
    headers: { cookie: owner, origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'On my way in ten minutes.' }),
  });
  if (answer.status !== 201) throw new Error(`the message answered ${answer.status}`);
  await Promise.all(streams.map((stream) => stream.waitFor('On my way in ten minutes.')));
  const fanOutMs = performance.now() - sent;

  const perStreamKb = ((after.rssMb - before.rssMb) * 1024) / added;
  const perStreamFds = (after.fds - before.fds) / added;
  const lines = [
    '## Live streams (`npm run bench:streams`)',
    '',
    `The built server on PGlite with the demo data; ${streamCount.toLocaleString('en-US')} event streams of the demo owner, each on a connection of its own from the same machine, opened ${openingAtOnce} at a time; then one message, timed until every stream has it.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| resident memory with 1 stream | ${before.rssMb.toFixed(0)} MB |`,
    `| resident memory with ${streamCount.toLocaleString('en-US')} | ${after.rssMb.toFixed(0)} MB |`,
    `| memory per open stream | ${perStreamKb.toFixed(1)} kB |`,
    `| descriptors per open stream | ${perStreamFds.toFixed(2)} |`,
    `| time to open them | ${openSeconds.toFixed(1)} s (${(added / openSeconds).toFixed(0)} per second) |`,
    `| one message to all ${streamCount.toLocaleString('en-US')} streams | ${fanOutMs.toFixed(0)} ms |`,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end.`,
    '',
  ];
  const section = lines.join('\n');
  console.log(section);
  writeBenchmarkSection('live-streams', section);
  console.log('Written to docs/benchmarks.md');
} finally {
  for (const stream of streams) stream.request.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
