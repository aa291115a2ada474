import { importPatiently } from '@/lib/import-patiently';

/** The frame's later parts (later-frame-parts.ts): one request, however many parts ask. */
export function loadLaterFrameParts() {
  return importPatiently(() => import('@/app/layout/later-frame-parts'));
}
