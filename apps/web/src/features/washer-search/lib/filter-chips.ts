import { format, parseISO } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import { formatTime12h } from '@sudsy/domain/time-slots';
import type { SearchCriteria } from '@/lib/search-params';

/** Longer addresses are cut in their chip; the field above shows them whole. */
export const chipAddressLength = 30;

export type FilterChip = { key: 'address' | 'date' | 'time' | 'services'; label: string; removeLabel: string };

export function truncateAddress(address: string): string {
  return address.length > chipAddressLength ? `${address.slice(0, chipAddressLength)}…` : address;
}

function servicesCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'service' : 'services'}`;
}

function windowLabel({ from, to }: NonNullable<SearchCriteria['timeWindow']>): string {
  return `${formatTime12h(from)} – ${formatTime12h(to)}`;
}

/** Step 2's line on the free time asked for ('All free on Nov 30, 2026, 9:00 AM – 12:00 PM.'), or null without any. */
export function freeTimeSummary({ date, timeWindow }: SearchCriteria): string | null {
  if (!date && !timeWindow) return null;
  const parts = [date ? `on ${format(parseISO(date), dateFormats.created)}` : 'within the week'];
  if (timeWindow) parts.push(windowLabel(timeWindow));
  return `All free ${parts.join(', ')}.`;
}

/** The chips above Find Providers, one per criterion set, in the order the form asks for them. */
export function filterChips({ address, date, timeWindow, serviceIds }: SearchCriteria): FilterChip[] {
  const chips: FilterChip[] = [];
  const trimmed = address.trim();
  if (trimmed !== '')
    chips.push({ key: 'address', label: truncateAddress(trimmed), removeLabel: 'Remove address filter' });
  if (date)
    chips.push({ key: 'date', label: format(parseISO(date), dateFormats.created), removeLabel: 'Remove date filter' });
  if (timeWindow) {
    chips.push({
      key: 'time',
      label: windowLabel(timeWindow),
      removeLabel: 'Remove time filter',
    });
  }
  if (serviceIds.length > 0) {
    chips.push({
      key: 'services',
      label: servicesCountLabel(serviceIds.length),
      removeLabel: 'Remove services filter',
    });
  }
  return chips;
}
