import { useId } from 'react';
import { ImagePlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useObjectUrl } from '@/lib/use-object-url';

type PhotoPickerProps = {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled: boolean;
};

/** One optional photo: a file button, then a preview with Remove once chosen. */
export function PhotoPicker({ label, file, onChange, error, disabled }: PhotoPickerProps) {
  const id = useId();
  const preview = useObjectUrl(file);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {file && preview ? (
        <div className="relative overflow-hidden rounded-lg border">
          <img src={preview} alt={`${label}: ${file.name}`} className="aspect-[4/3] w-full object-cover" />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <XIcon aria-hidden />
            Remove
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-sm text-muted-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 hover:bg-muted/50"
        >
          <ImagePlusIcon className="size-6" aria-hidden />
          Choose a photo
        </label>
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
