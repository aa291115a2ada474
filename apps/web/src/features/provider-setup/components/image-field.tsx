import { useId, useState, type DragEvent } from 'react';
import { ImagePlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useObjectUrl } from '@/lib/use-object-url';

type ImageFieldProps = {
  label: string;
  hint: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
};

/** A picked image with its preview; click or drop to choose, images only. */
export function ImageField({ label, hint, file, onFileChange, error, disabled }: ImageFieldProps) {
  const id = useId();
  const preview = useObjectUrl(file);
  const [dragging, setDragging] = useState(false);
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFileChange(dropped);
  };

  return (
    <div className="grid content-start gap-2">
      <span id={`${id}-label`} className={cn('text-sm font-medium', error && 'text-destructive')}>
        {label}
      </span>
      {file && preview ? (
        <div className="relative overflow-hidden rounded-lg border bg-muted">
          <img src={preview} alt={`${label} preview`} className="aspect-[4/3] w-full object-cover" />
          <Button
            type="button"
            variant="secondary"
            size="icon"
            disabled={disabled}
            onClick={() => onFileChange(null)}
            className="absolute top-2 right-2 size-8 rounded-full shadow"
          >
            <XIcon aria-hidden />
            <span className="sr-only">Remove {label.toLowerCase()}</span>
          </Button>
          <p className="truncate border-t bg-background/90 px-3 py-1.5 text-xs text-muted-foreground">{file.name}</p>
        </div>
      ) : (
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
            'flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-4 text-center transition-colors hover:bg-accent/50 has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 data-[dragging=true]:border-primary data-[dragging=true]:bg-primary/5',
            error && 'border-destructive/60',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <ImagePlusIcon className="size-7 text-muted-foreground" aria-hidden />
          <span className="text-sm font-medium">Choose an image</span>
          <span className="text-xs text-muted-foreground">or drop one here</span>
          <input
            id={id}
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={!!error}
            className="sr-only"
            onChange={(event) => {
              onFileChange(event.target.files?.[0] ?? null);
              // The same file picked again after a removal must still fire a change.
              event.target.value = '';
            }}
          />
        </label>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
