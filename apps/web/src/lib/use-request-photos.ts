import { useCallback, useEffect, useRef, useState } from 'react';
import { maxRequestPhotos } from '@sudsy/domain/quote-request';
import { createRequestMessages, requestPhotoMaxFileBytes } from '@sudsy/domain/request-create-api';
import { serverMessage } from '@/lib/error-message';
import { deleteRequestPhoto } from '@/lib/delete-request-photo';
import { uploadRequestPhoto, type UploadedPhoto } from '@/lib/upload-request-photo';

export type RequestPhoto = {
  key: string;
  file: File;
  /** An object URL of the picked file, shown before and after the upload. */
  previewUrl: string;
  status: 'uploading' | 'uploaded' | 'failed';
  /** Share of the file sent, 0–100. */
  progress: number;
  uploaded: UploadedPhoto | null;
  error: string | null;
};

const uploadFailedText = 'Upload failed. Check your connection and try again.';
let nextKey = 0;

/**
 * A request's vehicle photos (the Create Service Request form's, the /providers wizard's). Each is uploaded as soon as it is picked, so the washers who
 * receive the request see it; removing one cancels its upload or deletes it from the server.
 * Photos still unsent when the form goes away are deleted, unless `keep` was called after submit.
 */
export function useRequestPhotos() {
  const [photos, setPhotos] = useState<RequestPhoto[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const removed = useRef(new Set<string>());
  const current = useRef(photos);
  const kept = useRef(false);
  useEffect(() => {
    current.current = photos;
  }, [photos]);

  const patch = useCallback((key: string, changes: Partial<RequestPhoto>) => {
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...changes } : photo)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      patch(key, { status: 'uploading', progress: 0, error: null });
      try {
        const uploaded = await uploadRequestPhoto(file, (progress) => patch(key, { progress }), controller.signal);
        // Removed while its last bytes were on the way: the server kept it, so it goes again.
        if (removed.current.has(key)) void deleteRequestPhoto(uploaded.id).catch(() => undefined);
        else patch(key, { status: 'uploaded', progress: 100, uploaded });
      } catch (error) {
        if (controller.signal.aborted) return;
        patch(key, { status: 'failed', error: serverMessage(error) ?? uploadFailedText });
      } finally {
        controllers.current.delete(key);
      }
    },
    [patch],
  );

  /** Adds the picked files; returns why some were refused, or null when all were taken. */
  const add = useCallback(
    (files: readonly File[]): string | null => {
      const room = maxRequestPhotos - current.current.length;
      const images = files.filter((file) => file.type.startsWith('image/'));
      const small = images.filter((file) => file.size <= requestPhotoMaxFileBytes);
      const taken = small.slice(0, Math.max(room, 0));
      const entries = taken.map<RequestPhoto>((file) => ({
        key: `photo-${nextKey++}`,
        file,
        previewUrl: URL.createObjectURL(file),
        status: 'uploading',
        progress: 0,
        uploaded: null,
        error: null,
      }));
      if (entries.length > 0) setPhotos((list) => [...list, ...entries]);
      for (const entry of entries) void upload(entry.key, entry.file);
      if (images.length < files.length) return createRequestMessages.onlyImages;
      if (small.length < images.length) return createRequestMessages.tooLarge;
      if (taken.length < small.length) return `You can add up to ${maxRequestPhotos} photos.`;
      return null;
    },
    [upload],
  );

  const remove = useCallback((key: string) => {
    const photo = current.current.find((entry) => entry.key === key);
    if (!photo) return;
    removed.current.add(key);
    controllers.current.get(key)?.abort();
    URL.revokeObjectURL(photo.previewUrl);
    setPhotos((list) => list.filter((entry) => entry.key !== key));
    // Best effort: an orphan left by a failed delete is the owner's alone and never reaches a washer.
    if (photo.uploaded) void deleteRequestPhoto(photo.uploaded.id).catch(() => undefined);
  }, []);

  const retry = useCallback(
    (key: string) => {
      const photo = current.current.find((entry) => entry.key === key);
      if (photo?.status === 'failed') void upload(key, photo.file);
    },
    [upload],
  );

  /** The submitted request now owns the uploaded photos: leaving the page must not delete them. */
  const keep = useCallback(() => {
    kept.current = true;
  }, []);

  useEffect(() => {
    const uploads = controllers.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
      for (const photo of current.current) {
        URL.revokeObjectURL(photo.previewUrl);
        if (photo.uploaded && !kept.current) void deleteRequestPhoto(photo.uploaded.id).catch(() => undefined);
      }
    };
  }, []);

  return {
    photos,
    add,
    remove,
    retry,
    keep,
    uploading: photos.some((photo) => photo.status === 'uploading'),
    failed: photos.some((photo) => photo.status === 'failed'),
    photoIds: photos.flatMap((photo) => (photo.uploaded ? [photo.uploaded.id] : [])),
  };
}
