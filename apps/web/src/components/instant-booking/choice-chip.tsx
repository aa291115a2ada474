import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One choice of a radio group drawn as a chip: a day, a free time, or what to do with a clashing date. */
export function ChoiceChip({
  name,
  value,
  checked,
  onSelect,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  /** The chip's own look beside the default (a taller day chip). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className="relative shrink-0 cursor-pointer">
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="peer sr-only" />
      <span
        className={cn(
          'inline-flex h-10 min-w-20 items-center justify-center rounded-md border px-3 text-sm tabular-nums transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 hover:border-primary/60',
          className,
        )}
      >
        {children}
      </span>
    </label>
  );
}
