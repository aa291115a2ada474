import { ApiError } from '@/lib/api-client';
import { isRecord } from '@/lib/is-record';

type MultipartRequest = {
  method: 'POST' | 'PUT';
  path: string;
  form: FormData;
  /** Share of the body sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends a multipart form and returns the JSON answer. XMLHttpRequest rather than fetch: only it
 * reports how much of the body has gone up, which the upload progress bar shows.
 * Failures become an ApiError shaped like apiFetch's, or a TypeError when the network is down.
 */
export function sendMultipart({ method, path, form, onProgress, signal }: MultipartRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = readJson(request);
      if (request.status >= 200 && request.status < 300) {
        if (body === undefined)
          reject(new ApiError(request.status, 'invalid_response', 'The server sent an unexpected answer.'));
        else resolve(body);
        return;
      }
      reject(errorFrom(request.status, body));
    });
    request.addEventListener('error', () => reject(new TypeError('Network request failed')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function readJson(request: XMLHttpRequest): unknown {
  if (!request.getResponseHeader('Content-Type')?.includes('application/json')) return undefined;
  try {
    return JSON.parse(request.responseText) as unknown;
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const source = isRecord(body) && isRecord(body.error) ? body.error : isRecord(body) ? body : {};
  const code = typeof source.code === 'string' ? source.code : `http_${status}`;
  // A proxy's 413 page has no JSON body; its status still says what went wrong.
  const message = typeof source.message === 'string' ? source.message : `Request failed (${status})`;
  const fields = isRecord(source.fields)
    ? Object.fromEntries(
        Object.entries(source.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};
  return new ApiError(status, code, message, fields);
}
