import { useId, useState, type DragEvent } from 'react';
import { AlertCircleIcon, CheckCircle2Icon, ImagePlusIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { maxRequestPhotos } from '@sudsy/domain/quote-request';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { RequestPhoto } from '../lib/use-request-photos';

type RequestPhotosFieldProps = {
  photos: readonly RequestPhoto[];
  onAdd: (files: File[]) => string | null;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  disabled?: boolean;
};

/** Vehicle photos (seed 000 §5: images only, several): picked or dropped, previewed, uploaded, removable. */
export function RequestPhotosField({ photos, onAdd, onRemove, onRetry, disabled }: RequestPhotosFieldProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = photos.length >= maxRequestPhotos;

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setRefusal(onAdd([...files]));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !full) take(event.dataTransfer.files);
  };

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
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-dragging={dragging}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors hover:bg-accent/50 has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 data-[dragging=true]:border-primary data-[dragging=true]:bg-primary/5',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <ImagePlusIcon className="size-7 text-muted-foreground" aria-hidden />
          <span className="text-sm font-medium">Add photos</span>
          <span id={`${id}-hint`} className="text-xs text-muted-foreground">
            Images only, up to {maxRequestPhotos}. Click to choose or drop them here.
          </span>
          <input
            id={id}
            type="file"
            accept="image/*"
            multiple
            disabled={disabled}
            aria-label="Choose vehicle photos"
            aria-describedby={refusal ? `${id}-hint ${id}-refusal` : `${id}-hint`}
            className="sr-only"
            onChange={(event) => {
              take(event.target.files);
              // The same file picked again after a removal must still fire a change.
              event.target.value = '';
            }}
          />
        </label>
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
