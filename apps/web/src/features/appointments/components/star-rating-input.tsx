import { useState } from 'react';
import { StarIcon } from 'lucide-react';
import { maxRating } from '@sudsy/domain/review';
import { cn } from '@/lib/utils';

type StarRatingInputProps = {
  name: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  invalid: boolean;
  describedBy?: string | undefined;
  disabled: boolean;
};

/** Five radio buttons drawn as stars: arrow keys move between them, each is read as '4 stars'. */
export function StarRatingInput({ name, value, onChange, invalid, describedBy, disabled }: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
      {Array.from({ length: maxRating }, (_, index) => {
        const stars = index + 1;
        return (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[:disabled]:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="sr-only"
            />
            <StarIcon
              aria-hidden
              className={cn(
                'size-8 transition-colors',
                stars <= shown ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/50',
              )}
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        );
      })}
    </div>
  );
}
