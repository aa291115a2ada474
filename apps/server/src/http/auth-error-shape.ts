import { statusDefaults, type ErrorBody, type ErrorStatus } from './app-error';

/**
 * Better Auth answers its errors as `{ code, message }`; the API's shape wraps them in `error`
 * (docs/product.md, "Limits"), so every client reads one shape. Anything else passes unchanged:
 * successes, redirects, and bodies that are not JSON.
 */
export async function inApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body === 'object' && body !== null && 'error' in body) return response;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fallback = statusDefaults[response.status as ErrorStatus] ?? statusDefaults[400];
  const shaped: ErrorBody = {
    error: {
      code: typeof fields.code === 'string' && fields.code !== '' ? fields.code : fallback.code,
      message: typeof fields.message === 'string' && fields.message !== '' ? fields.message : fallback.message,
    },
  };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(shaped), { status: response.status, statusText: response.statusText, headers });
}
