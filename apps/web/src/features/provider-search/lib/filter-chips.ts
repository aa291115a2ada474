import { format, parseISO } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import type { SearchCriteria } from '@/lib/search-params';

/** Longer addresses are cut in their chip; the field above shows them whole. */
export const chipAddressLength = 30;

export type FilterChip = { key: 'address' | 'date' | 'services'; label: string; removeLabel: string };

export function truncateAddress(address: string): string {
  return address.length > chipAddressLength ? `${address.slice(0, chipAddressLength)}…` : address;
}

function servicesCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'service' : 'services'}`;
}

/** The chips above Find Providers, one per criterion set, in the order the form asks for them. */
export function filterChips({ address, date, serviceIds }: SearchCriteria): FilterChip[] {
  const chips: FilterChip[] = [];
  const trimmed = address.trim();
  if (trimmed !== '')
    chips.push({ key: 'address', label: truncateAddress(trimmed), removeLabel: 'Remove address filter' });
  if (date)
    chips.push({ key: 'date', label: format(parseISO(date), dateFormats.created), removeLabel: 'Remove date filter' });
  if (serviceIds.length > 0) {
    chips.push({
      key: 'services',
      label: servicesCountLabel(serviceIds.length),
      removeLabel: 'Remove services filter',
    });
  }
  return chips;
}
