import { ApiError, apiFetch } from '@/lib/api-client';

/** Calls an API action that answers 204 No Content: apiFetch reports the missing JSON body as an unexpected answer, which here is the success. */
export async function apiFetchNoContent(path: string, init: Parameters<typeof apiFetch>[1] = {}): Promise<void> {
  try {
    await apiFetch(path, init);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'invalid_response' && error.status === 204) return;
    throw error;
  }
}
