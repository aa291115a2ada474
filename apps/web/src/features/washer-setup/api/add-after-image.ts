import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryItemSchema, type GalleryItem } from '@sudsy/domain/gallery';
import { z } from 'zod';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';
import { sendMultipart } from '@/lib/send-multipart';

export async function addAfterImage({ id, after }: { id: string; after: File }): Promise<GalleryItem> {
  const form = new FormData();
  form.set('after', after);
  const body = await sendMultipart({ method: 'PUT', path: `/api/gallery/${encodeURIComponent(id)}/after`, form });
  return parseAnswer(z.object({ item: galleryItemSchema }), body).item;
}

export function useAddAfterImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAfterImage,
    onSuccess: (updated) => {
      queryClient.setQueryData<GalleryItem[]>(washerSetupQueryKeys.gallery, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item)),
      );
    },
  });
}
