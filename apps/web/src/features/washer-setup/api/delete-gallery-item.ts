import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryItem } from '@sudsy/domain/gallery';
import { apiFetch } from '@/lib/api-client';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

export async function deleteGalleryItem(id: string): Promise<void> {
  await apiFetch(`/api/gallery/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: (_, id) => {
      queryClient.setQueryData<GalleryItem[]>(washerSetupQueryKeys.gallery, (items) =>
        items?.filter((item) => item.id !== id),
      );
    },
  });
}
