import { StarIcon } from 'lucide-react';
import { maxRating } from '@sudsy/domain/review';
import { cn } from '@/lib/utils';

/** Stars filled up to `value` (rounded to the nearest whole), read by screen readers as 'Rated 4 out of 5'. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${maxRating}`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: maxRating }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden
          className={cn(
            'size-4',
            index < filled ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  );
}
