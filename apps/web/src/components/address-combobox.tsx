import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { LoaderCircleIcon, MapPinIcon } from 'lucide-react';
import { mapsMessages, type AddressSuggestion } from '@sudsy/domain/geo';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useAddressSuggestions } from '@/lib/address-suggestions';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const minQueryLength = 2;
const suggestDebounceMs = 250;

type AddressComboboxProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSelect'> & {
  value: string;
  /** Someone typed: the text is the address now, but no longer a known place. */
  onInputChange: (text: string) => void;
  /** A suggestion was picked. */
  onSelect: (suggestion: AddressSuggestion) => void;
};

/**
 * An address field with US place suggestions, as an ARIA 1.2 combobox: arrow keys
 * move through the list, Enter picks, Escape closes, and the focus stays in the field throughout.
 */
export function AddressCombobox({
  value,
  onInputChange,
  onSelect,
  onBlur,
  className,
  ...inputProps
}: AddressComboboxProps) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = value.trim();
  const settled = useDebouncedValue(typed, suggestDebounceMs);
  const query = open && settled.length >= minQueryLength ? settled : null;
  const suggestions = useAddressSuggestions(query);
  const items = query !== null && !suggestions.isError ? (suggestions.data ?? []) : [];
  const expanded = open && typed.length >= minQueryLength;
  const active = expanded && activeIndex < items.length ? activeIndex : -1;
  const waiting =
    expanded && items.length === 0 && !suggestions.isError && (suggestions.isFetching || settled !== typed);

  const pick = (suggestion: AddressSuggestion) => {
    onSelect(suggestion);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index < 0 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const suggestion = items[active];
      if (suggestion) pick(suggestion);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <div className="relative">
      <MapPinIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded && items.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? `${listboxId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={(event) => {
          setOpen(false);
          setActiveIndex(-1);
          onBlur?.(event);
        }}
        onKeyDown={onKeyDown}
        className={cn('pl-9', className)}
      />
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Address suggestions"
          className="max-h-64 overflow-y-auto p-1 empty:hidden"
        >
          {items.map((suggestion, index) => (
            <li
              key={`${suggestion.label}-${suggestion.lat}-${suggestion.lng}`}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the field, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground hover:bg-accent/60"
            >
              <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              {suggestion.label}
            </li>
          ))}
        </ul>
        <div role="status" className="empty:hidden">
          {waiting ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
              <LoaderCircleIcon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
              {mapsMessages.suggestionsLoading}
            </p>
          ) : expanded && suggestions.isError ? (
            <p className="px-3 py-2 text-sm text-destructive">{mapsMessages.suggestionsFailed}</p>
          ) : expanded && query !== null && items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">No US places match that address.</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
