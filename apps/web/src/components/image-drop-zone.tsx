import { useState, type ComponentProps, type DragEvent, type ReactNode } from 'react';
import { ImagePlusIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type InputAria = Pick<ComponentProps<'input'>, 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-invalid'>;

type ImageDropZoneProps = InputAria & {
  /** The id of the hidden file input the zone labels. */
  inputId: string;
  /** The zone's call to action, e.g. 'Choose an image'. */
  title: string;
  /** The smaller line under the title. */
  hint: ReactNode;
  hintId?: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Called with the picked or dropped images, never with none. */
  onFiles: (files: File[]) => void;
  className?: string;
};

/** A dashed area to click (it labels a hidden file input) or drop images on; images only. */
export function ImageDropZone({
  inputId,
  title,
  hint,
  hintId,
  multiple = false,
  disabled = false,
  invalid = false,
  onFiles,
  className,
  ...aria
}: ImageDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    const picked = files ? [...files] : [];
    if (picked.length > 0) onFiles(multiple ? picked : picked.slice(0, 1));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed text-center transition-colors hover:bg-accent/50 has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 data-[dragging=true]:border-primary data-[dragging=true]:bg-primary/5',
        invalid && 'border-destructive/60',
        disabled && 'pointer-events-none opacity-50',
        className,
      )}
    >
      <ImagePlusIcon className="size-7 text-muted-foreground" aria-hidden />
      <span className="text-sm font-medium">{title}</span>
      <span id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </span>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        {...aria}
        onChange={(event) => {
          take(event.target.files);
          // The same file picked again after a removal must still fire a change.
          event.target.value = '';
        }}
      />
    </label>
  );
}
