import { useId, useState } from 'react';
import { ImagePlusIcon, LoaderCircleIcon } from 'lucide-react';
import { toast } from 'sonner';
import { galleryMaxFileBytes, galleryToasts, type GalleryItem } from '@sudsy/domain/gallery';
import { useAddAfterImage } from '../api/add-after-image';
import { galleryActionFailure, imageFileProblem } from '../lib/gallery-errors';

/** Completes a pair whose after photo was not ready at upload time. */
export function AddAfterImageButton({ item }: { item: GalleryItem }) {
  const id = useId();
  const addAfter = useAddAfterImage();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const fileProblem = imageFileProblem(file, galleryMaxFileBytes);
    setProblem(fileProblem);
    if (fileProblem) return;
    try {
      await addAfter.mutateAsync({ id: item.id, after: file });
      toast.success(galleryToasts.afterAdded.title, { description: galleryToasts.afterAdded.description });
    } catch (error) {
      const failure = galleryActionFailure(error, 'update');
      toast.error(failure.title, { description: failure.description });
    }
  };

  return (
    <>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer flex-col items-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium text-primary hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60"
      >
        {addAfter.isPending ? (
          <LoaderCircleIcon className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <ImagePlusIcon className="size-5" aria-hidden />
        )}
        {addAfter.isPending ? 'Uploading...' : 'Add After Image'}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={addAfter.isPending}
          aria-label={`Add after image to ${item.title ?? 'this pair'}`}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {problem ? (
        <p id={`${id}-problem`} className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </>
  );
}
