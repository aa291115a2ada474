import { ApiError, apiFetch } from '@/lib/api-client';

/** Deletes a photo uploaded for a request that has not been submitted; one already gone counts as deleted. */
export async function deleteRequestPhoto(id: string): Promise<void> {
  try {
    await apiFetch(`/api/request-photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
