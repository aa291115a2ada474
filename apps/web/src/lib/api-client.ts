import { isRecord } from '@/lib/is-record';

/** An answer from the API that was not a success, with the fields of its error body when it had one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    /** The whole error object the server sent, for answers that carry more (a clash's free times). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

type ApiRequest = Omit<RequestInit, 'body'> & { json?: unknown };

/**
 * Calls the API on this origin with the session cookie and returns the parsed JSON body
 * (undefined for 204 No Content).
 * Failures become an ApiError, whether the server answered with our error shape
 * (`{ error: { code, message, fields } }`), Better Auth's (`{ code, message }`) or something else
 * entirely, such as the HTML of a static host that has no API behind it.
 */
export async function apiFetch(path: string, { json, headers, ...init }: ApiRequest = {}): Promise<unknown> {
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json');

  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: requestHeaders,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  // 204 No Content: the action succeeded and there is nothing to read.
  if (response.status === 204) return undefined;
  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, body);
  if (body === undefined)
    throw new ApiError(response.status, 'invalid_response', 'The server sent an unexpected answer.');
  return body;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('Content-Type')?.includes('application/json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const source = isRecord(body) && isRecord(body.error) ? body.error : isRecord(body) ? body : {};
  const code = typeof source.code === 'string' ? source.code : `http_${status}`;
  const message = typeof source.message === 'string' ? source.message : `Request failed (${status})`;
  const fields = isRecord(source.fields) ? stringEntries(source.fields) : {};
  return new ApiError(status, code, message, fields, source);
}

function stringEntries(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
