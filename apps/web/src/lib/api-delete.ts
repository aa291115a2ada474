import { ApiError, apiFetch } from '@/lib/api-client';

/** DELETE on the API: its 204 has no JSON body, which apiFetch reports as an unexpected answer; here it is the success. */
export async function apiDelete(path: string): Promise<void> {
  try {
    await apiFetch(path, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_response' && error.status === 204) return;
    throw error;
  }
}
