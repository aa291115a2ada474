import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';

// A server on the embedded database holds its files alone; tools that need them while it runs (a
// backup, a campaign to queue) ask it over a socket in DATA_DIR, which only the account that owns DATA_DIR can open.

const socketName = 'control.sock';
/** Longer than a dump of a large embedded database takes; a tool waiting longer has lost the server. */
const answerTimeoutMs = 10 * 60_000;

export type ControlRequest =
  { command: 'dump-database'; file: string } | { command: 'run'; action: string; input: unknown };
/** `answer`: what a run action answered (the tool prints it). */
type ControlAnswer = { ok: true; answer?: string } | { ok: false; error: string };

export type ControlHandlers = {
  dumpDatabase(file: string): Promise<void>;
  /** One of the tools' actions on the database (ops/database-actions.ts), by name; answers its answer. */
  run(action: string, input: unknown): Promise<string>;
};

export function controlSocketPath(dataDir: string): string {
  return join(dataDir, socketName);
}

/** Listens on DATA_DIR's control socket (a stale one from a crash is replaced); `close` stops it. */
export async function startControlSocket(
  dataDir: string,
  handlers: ControlHandlers,
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  await rm(path, { force: true });
  const server = createServer((socket) => answerOne(socket, handlers));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function answerOne(socket: Socket, handlers: ControlHandlers): void {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end === -1) return;
    void handle(received.slice(0, end), handlers).then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
  });
  socket.on('error', () => socket.destroy());
}

async function handle(line: string, handlers: ControlHandlers): Promise<ControlAnswer> {
  try {
    const request = JSON.parse(line) as Partial<ControlRequest>;
    if (request.command === 'dump-database' && typeof request.file === 'string') {
      await handlers.dumpDatabase(request.file);
      return { ok: true };
    }
    if (request.command === 'run' && typeof request.action === 'string')
      return { ok: true, answer: await handlers.run(request.action, request.input) };
    return { ok: false, error: 'unknown command' };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Sends one request to the server running on `dataDir`. Answers null when no server listens there
 * (no socket, or a stale one), so the caller may open the files itself.
 */
export function askRunningServer(dataDir: string, request: ControlRequest): Promise<ControlAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(answerTimeoutMs, () => socket.destroy(new Error('the server did not answer')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(JSON.parse(received) as ControlAnswer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
  });
}
