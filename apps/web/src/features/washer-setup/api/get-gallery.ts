import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryItemsSchema, type GalleryItem } from '@sudsy/domain/gallery';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { washerSetupQueryKeys } from './washer-setup-query-keys';

/** The washer's own before/after pairs, newest first. */
export async function getGallery(): Promise<GalleryItem[]> {
  return parseAnswer(galleryItemsSchema, await apiFetch('/api/gallery')).items;
}

export function galleryQueryOptions() {
  return queryOptions({ queryKey: washerSetupQueryKeys.gallery, queryFn: getGallery });
}

export function useGallery() {
  return useQuery(galleryQueryOptions());
}
