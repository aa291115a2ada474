import type { DatedSlot, FreeTimeCalendar } from '@sudsy/domain/free-time';
import type { SizeSurcharges } from '@sudsy/domain/size-pricing';
import type { WeeklyAvailability } from '@sudsy/domain/time-slots';
import type { WasherSearchResult } from '@sudsy/domain/washer-search';
import { ratingOf, type RatingSummary } from '../reviews';
import { calendarOf } from '../appointments';
import { portfolioOf } from './portfolio-query';
import type { SearchedWasherRow, WasherCard } from './search-query';
import { publicCenter } from '../washer-setup';

/** What the search shows of one washer, besides the distance and the free time it works out. */
export type SearchedWasher = {
  card: WasherCard;
  rating: RatingSummary | null;
  portfolio: WasherSearchResult['portfolio'];
  calendar: FreeTimeCalendar;
};

/** Values of a kind remembered at most; past this the table starts again (values already shared stay shared). */
const maxSharedValues = 50_000;
const none: never[] = [];

/**
 * One copy of the values many kept washers have alike: service ids, dates, times, zones, weekly
 * hours, size pricing and empty lists. Each row read from the database brings its own copies, and the search
 * keeps every findable washer (docs/decisions/015), so sharing them roughly halves its memory.
 */
export class SharedValues {
  private readonly strings = new Map<string, string>();
  private readonly weeks = new Map<string, WeeklyAvailability>();
  private readonly surcharges = new Map<string, SizeSurcharges>();

  string(value: string): string {
    return remembered(this.strings, value, value);
  }

  hours(value: WeeklyAvailability): WeeklyAvailability {
    return remembered(this.weeks, JSON.stringify(value), value);
  }

  sizeSurcharges(value: SizeSurcharges): SizeSurcharges {
    return remembered(this.surcharges, JSON.stringify(value), value);
  }
}

function remembered<T>(values: Map<string, T>, key: string, value: T): T {
  const known = values.get(key);
  if (known !== undefined) return known;
  if (values.size >= maxSharedValues) values.clear();
  values.set(key, value);
  return value;
}

/** A row of searchedWashers as the search's cache keeps it, its common values shared. */
export function keptWasher(
  { rating, portfolio, schedule, blocks, jobs, lat, lng, blurTurn, blurReach, ...card }: SearchedWasherRow,
  shared: SharedValues,
): SearchedWasher {
  const text = (value: string) => shared.string(value);
  const calendar = calendarOf({ schedule, blocks, jobs });
  return {
    card: {
      ...card,
      point: publicCenter({ lat, lng, blurTurn, blurReach }),
      selectedServices: card.selectedServices.map(text),
      serviceOfferings: card.serviceOfferings.map((offering) => ({ ...offering, serviceId: text(offering.serviceId) })),
      customServices: card.customServices.length === 0 ? none : card.customServices,
      sizeSurcharges: shared.sizeSurcharges(card.sizeSurcharges),
    },
    rating: ratingOf(rating),
    portfolio: portfolio.length === 0 ? none : portfolioOf(portfolio),
    calendar: sharedCalendar(calendar, shared),
  };
}

function sharedCalendar({ timeZone, hours, blocks, appointments }: FreeTimeCalendar, shared: SharedValues) {
  const slots = (list: readonly DatedSlot[]) =>
    list.length === 0
      ? none
      : list.map(({ date, start, end }) => ({
          date: shared.string(date),
          start: shared.string(start),
          end: shared.string(end),
        }));
  return {
    timeZone: shared.string(timeZone),
    hours: shared.hours(hours),
    blocks: slots(blocks),
    appointments: slots(appointments),
  };
}
