import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryItemSchema, type GalleryItem } from '@sudsy/domain/gallery';
import { z } from 'zod';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';
import { sendMultipart } from '@/lib/send-multipart';

export type GalleryUpload = { before: File; after: File | null; title: string; description: string };

export async function uploadGalleryItem(
  upload: GalleryUpload,
  onProgress?: (percent: number) => void,
): Promise<GalleryItem> {
  const form = new FormData();
  form.set('before', upload.before);
  if (upload.after) form.set('after', upload.after);
  if (upload.title.trim()) form.set('title', upload.title.trim());
  if (upload.description.trim()) form.set('description', upload.description.trim());
  const body = await sendMultipart({ method: 'POST', path: '/api/gallery', form, onProgress });
  return parseAnswer(z.object({ item: galleryItemSchema }), body).item;
}

export function useUploadGalleryItem(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: GalleryUpload) => uploadGalleryItem(upload, onProgress),
    onSuccess: (item) => {
      queryClient.setQueryData<GalleryItem[]>(washerSetupQueryKeys.gallery, (items) => [item, ...(items ?? [])]);
    },
  });
}
