import { ApiError, apiFetch } from '@/lib/api-client';

/** Deletes a photo uploaded for a request that has not been submitted; one already gone counts as deleted. */
export async function deleteRequestPhoto(id: string): Promise<void> {
  try {
    await apiFetch(`/api/request-photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    // 204 has no JSON body, which apiFetch reports as an unexpected answer; it is the success.
    if (error instanceof ApiError && error.code === 'invalid_response' && error.status === 204) return;
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
