import { useId, useState } from 'react';
import { AlertCircleIcon, CheckCircle2Icon, RotateCwIcon, XIcon } from 'lucide-react';
import { maxRequestPhotos } from '@sudsy/domain/quote-request';
import { ImageDropZone } from '@/components/image-drop-zone';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { RequestPhoto } from '@/lib/use-request-photos';

type RequestPhotosFieldProps = {
  photos: readonly RequestPhoto[];
  onAdd: (files: File[]) => string | null;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  disabled?: boolean;
};

/** Vehicle photos (images only, several): picked or dropped, previewed, uploaded, removable. */
export function RequestPhotosField({ photos, onAdd, onRemove, onRetry, disabled }: RequestPhotosFieldProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = photos.length >= maxRequestPhotos;

  return (
    <div className="grid gap-3">
      {photos.length > 0 ? (
        <ul aria-label="Chosen photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              number={index + 1}
              onRemove={onRemove}
              onRetry={onRetry}
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <ImageDropZone
          inputId={id}
          title="Add photos"
          hint={`Images only, up to ${maxRequestPhotos}. Click to choose or drop them here.`}
          hintId={`${id}-hint`}
          multiple
          disabled={disabled}
          onFiles={(files) => setRefusal(onAdd(files))}
          className="gap-1.5 px-4 py-6"
          aria-label="Choose vehicle photos"
          aria-describedby={refusal ? `${id}-hint ${id}-refusal` : `${id}-hint`}
        />
      )}
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

type PhotoTileProps = {
  photo: RequestPhoto;
  number: number;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  disabled?: boolean;
};

function PhotoTile({ photo, number, onRemove, onRetry, disabled }: PhotoTileProps) {
  const name = `photo ${number}`;
  return (
    <li className="relative overflow-hidden rounded-lg border bg-muted">
      <img src={photo.previewUrl} alt={`Vehicle ${name}`} className="aspect-square w-full object-cover" />
      <Button
        type="button"
        variant="secondary"
        size="icon"
        disabled={disabled}
        onClick={() => onRemove(photo.key)}
        className="absolute top-1.5 right-1.5 size-7 rounded-full shadow"
      >
        <XIcon aria-hidden />
        <span className="sr-only">Remove {name}</span>
      </Button>
      <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-background/90 px-2 py-1.5 text-xs backdrop-blur-sm">
        {photo.status === 'uploading' ? (
          <>
            <Progress value={photo.progress} aria-label={`Uploading ${name}`} className="h-1.5" />
            <span className="text-muted-foreground tabular-nums">Uploading {photo.progress}%</span>
          </>
        ) : photo.status === 'uploaded' ? (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <CheckCircle2Icon className="size-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden />
            Uploaded
          </span>
        ) : (
          <span className="flex items-center justify-between gap-1 text-destructive">
            <span className="inline-flex min-w-0 items-center gap-1" title={photo.error ?? undefined}>
              <AlertCircleIcon className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{photo.error}</span>
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-6"
              onClick={() => onRetry(photo.key)}
              disabled={disabled}
            >
              <RotateCwIcon aria-hidden />
              <span className="sr-only">Retry {name}</span>
            </Button>
          </span>
        )}
      </div>
    </li>
  );
}
