import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { ApiError, apiFetch } from '@/lib/api-client';
import { providerSetupQueryKeys } from './provider-setup-query-keys';

export async function deleteGalleryItem(id: string): Promise<void> {
  try {
    await apiFetch(`/api/gallery/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    // 204 has no JSON body, which apiFetch reports as an unexpected answer; it is the success.
    if (error instanceof ApiError && error.code === 'invalid_response' && error.status === 204) return;
    throw error;
  }
}

export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: (_, id) => {
      queryClient.setQueryData<GalleryItem[]>(providerSetupQueryKeys.gallery, (items) => items?.filter((item) => item.id !== id));
    },
  });
}
