import { XIcon } from 'lucide-react';
import { ScrollRow } from '@/components/scroll-row';
import { Button } from '@/components/ui/button';
import type { FilterChip } from '../lib/filter-chips';

type FilterChipsBarProps = {
  chips: readonly FilterChip[];
  onRemove: (key: FilterChip['key']) => void;
  onClearAll: () => void;
};

/** The criteria set so far, each removable on its own, and Clear All. */
export function FilterChipsBar({ chips, onRemove, onClearAll }: FilterChipsBarProps) {
  if (chips.length === 0) return null;
  return (
    // On small screens the chips share one line that scrolls sideways, keeping the bottom bar short;
    // the clipped edge fades so the line shows it goes on.
    <ScrollRow className="flex items-center gap-2 max-lg:-mx-1 max-lg:px-1 lg:flex-wrap">
      <ul aria-label="Search filters" className="flex gap-2 lg:flex-wrap">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex max-w-full shrink-0 items-center gap-1 rounded-full border bg-secondary py-0.5 pr-0.5 pl-3 text-xs font-medium text-secondary-foreground"
          >
            <span className="truncate">{chip.label}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-6 rounded-full hover:bg-background/80"
              aria-label={chip.removeLabel}
              onClick={() => onRemove(chip.key)}
            >
              <XIcon className="size-3.5" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="link" size="sm" className="h-7 shrink-0 px-1 text-xs" onClick={onClearAll}>
        Clear All
      </Button>
    </ScrollRow>
  );
}
