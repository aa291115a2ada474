// A real SMTP server for the end-to-end run: accepts every mail, keeps it in memory and serves
// what arrived as JSON, so journeys read their links from mail the product actually sent.
//   SMTP_SINK_PORT (SMTP, default 4325), SMTP_SINK_HTTP_PORT (HTTP, default 4326)
//   GET /messages?to=<email>  → [{ to, from, subject, text, receivedAt }], newest first
//       &subject=<regex source>&flags=<regex flags>  only mails whose subject matches
//       &count=<n>&waitMs=<ms>  answers once n such mails are there, or after waitMs with what is
//   GET /health               → 200 once both ports listen
//   GET /tiles/{z}/{x}/{y}.png → one plain map tile: the run's MAP_TILE_URL, as the machine is offline
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 4325);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 4326);

/** @type {{ to: string[]; from: string; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

/** A 1×1 light grey PNG: Leaflet stretches it over the tile, enough for a map to have loaded its tiles. */
const tilePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mN48uoDAAV0Ar9lZRtlAAAAAElFTkSuQmCC',
  'base64',
);

/** Requests waiting for mail: each checks again whenever a mail arrives. */
const waiting = new Set();

/** Header lines unfolded into a lower-cased name → value map, and the body after them. */
function splitEntity(raw) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function parameterOf(headerValue, name) {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(headerValue ?? '');
  return match?.[1];
}

function decodeQuotedPrintable(text, charset) {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString(charset);
}

function decodeBody(body, headers) {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset =
    (parameterOf(headers['content-type'], 'charset') ?? 'utf-8').toLowerCase() === 'us-ascii' ? 'ascii' : 'utf8';
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body, charset);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString(charset);
  return body;
}

/** The text/plain part of a mail, looking inside multipart bodies; null when there is none. */
function textOf(raw) {
  const { headers, body } = splitEntity(raw);
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameterOf(headers['content-type'], 'boundary');
    if (!boundary) return null;
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const text = textOf(part.replace(/^\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  return type.startsWith('text/plain') ? decodeBody(body, headers).replace(/\r\n/g, '\n') : null;
}

/** Decodes RFC 2047 words such as =?UTF-8?Q?...?= in a header. */
function decodeHeader(value = '') {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, charset, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' '), charset.toLowerCase() === 'us-ascii' ? 'ascii' : 'utf8'),
  );
}

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP only: the product's SMTP_URL is smtp://, and nothing here needs encryption.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const { headers } = splitEntity(raw);
      messages.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
        from: decodeHeader(headers.from),
        subject: decodeHeader(headers.subject),
        text: textOf(raw) ?? '',
        receivedAt: new Date().toISOString(),
      });
      done();
      for (const check of waiting) check();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname) && request.method === 'GET') {
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' }).end(tilePng);
    return;
  }
  if (url.pathname === '/messages' && request.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const subjectSource = url.searchParams.get('subject');
    const subject = subjectSource === null ? null : new RegExp(subjectSource, url.searchParams.get('flags') ?? '');
    const count = Number(url.searchParams.get('count') ?? 0);
    const matching = () =>
      messages
        .filter((message) => (!to || message.to.includes(to)) && (!subject || subject.test(message.subject)))
        .reverse();
    const answer = () => {
      waiting.delete(check);
      clearTimeout(timer);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(matching()));
    };
    const check = () => {
      if (matching().length >= count) answer();
    };
    const timer = setTimeout(answer, Number(url.searchParams.get('waitMs') ?? 0));
    waiting.add(check);
    check();
    return;
  }
  response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () =>
    console.log(`SMTP sink: smtp://127.0.0.1:${smtpPort}, mail at http://127.0.0.1:${httpPort}/messages`),
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
