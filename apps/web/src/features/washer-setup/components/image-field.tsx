import { useId } from 'react';
import { XIcon } from 'lucide-react';
import { ImageDropZone } from '@/components/image-drop-zone';
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
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;

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
        <ImageDropZone
          inputId={id}
          title="Choose an image"
          hint="or drop one here"
          disabled={disabled}
          invalid={!!error}
          onFiles={([picked]) => picked && onFileChange(picked)}
          className="aspect-[4/3] gap-2 p-4"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={!!error}
        />
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
