// The Figures tab of the operator console (docs/product.md, "The marketplace's figures"): each
// figure's title, what it means in an operator's words, how its values read, its table's columns
// and its headline (the latest week against the one before). The figures themselves are defined in
// marketplace-figures.ts.
import {
  bookingsLastSevenDays,
  formatWait,
  type FiguresDay,
  type FiguresWeek,
  type MarketplaceFigures,
} from './marketplace-figures';
import { formatCents } from './money';
import { formatPercent } from './ratio';

export const figuresTexts = {
  title: 'Marketplace figures',
  description:
    'How the marketplace is doing over the last 12 weeks, from the bookings, the requests, the ledger and the audit log. Weeks start on Monday (UTC); the last one is the week so far.',
  loadFailed: 'The figures could not be loaded.',
  retry: 'Try again',
  loading: 'Loading the figures...',
  showNumbers: 'Show the numbers',
  hideNumbers: 'Hide the numbers',
  noFigure: '—',
  weekColumn: 'Week of',
  dayColumn: 'Day',
} as const;

/** How a figure's values read. */
export type FigureUnit = 'count' | 'cents' | 'ratio' | 'wait';

export function formatFigure(unit: FigureUnit, value: number | null): string {
  if (value === null) return figuresTexts.noFigure;
  switch (unit) {
    case 'count':
      return value.toLocaleString('en-US');
    case 'cents':
      return formatCents(value);
    case 'ratio':
      return formatPercent(value);
    case 'wait':
      return formatWait(value);
  }
}

const utcLabel = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const shortDate = utcLabel({ month: 'short', day: 'numeric' });
const weekdayDate = utcLabel({ weekday: 'short', month: 'short', day: 'numeric' });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'May 12': a week by its Monday, or a day. */
export const shortDayLabel = (day: string) => shortDate.format(dateOf(day));
/** 'Mon, May 12': one day of the bookings table. */
export const longDayLabel = (day: string) => weekdayDate.format(dateOf(day));

export type FigureColumn<Row> = { header: string; value: (row: Row) => string };

type FigureBase = {
  key: string;
  title: string;
  /** What it counts, in an operator's words. */
  description: string;
  unit: FigureUnit;
  /** Said under the title when the figure has nothing to show over its whole span. */
  empty: string;
};

/** Bookings per day: the one daily figure. */
export type DailyFigure = FigureBase & {
  period: 'day';
  value: (day: FiguresDay) => number;
  columns: FigureColumn<FiguresDay>[];
};

/** A weekly figure; `value` is null for a week it cannot be told for (a rate of nothing). */
export type WeeklyFigure = FigureBase & {
  period: 'week';
  value: (week: FiguresWeek) => number | null;
  columns: FigureColumn<FiguresWeek>[];
};

export type FigureDefinition = DailyFigure | WeeklyFigure;

const counted = (value: number) => formatFigure('count', value);

/** The figures, in the order the tab shows them. */
export const figureDefinitions: readonly FigureDefinition[] = [
  {
    key: 'bookings',
    period: 'day',
    title: 'Bookings per day',
    description:
      'Bookings made each day (UTC), accepted quotes and instant bookings alike; each wash of a repeat series counts on the day it was booked.',
    unit: 'count',
    empty: 'No booking in the last 84 days.',
    value: (day) => day.bookings,
    columns: [{ header: 'Bookings', value: (day) => counted(day.bookings) }],
  },
  {
    key: 'gross-booking-value',
    period: 'week',
    title: 'Gross booking value',
    description:
      'The prices of the bookings made in the week, as they were booked, before any cancellation, refund or tip.',
    unit: 'cents',
    empty: 'No booking with a price in the last 12 weeks.',
    value: (week) => week.grossBookingValueCents,
    columns: [{ header: 'Booked value', value: (week) => formatCents(week.grossBookingValueCents) }],
  },
  {
    key: 'fees',
    period: 'week',
    title: 'Fees',
    description:
      "Sudsy's fees taken in the week, from the ledger: on captured jobs and late cancellation fees, less the share given back with refunds.",
    unit: 'cents',
    empty: 'No fee taken in the last 12 weeks.',
    value: (week) => week.feesCents,
    columns: [{ header: 'Fees', value: (week) => formatCents(week.feesCents) }],
  },
  {
    key: 'fill-rate',
    period: 'week',
    title: 'Fill rate',
    description:
      'Of the requests made in the week, the share that got at least one quote (at any time since). Instant bookings are not requests for quotes and are left out.',
    unit: 'ratio',
    empty: 'No request in the last 12 weeks.',
    value: (week) => week.fillRate,
    columns: [
      { header: 'Requests', value: (week) => counted(week.requests) },
      { header: 'With a quote', value: (week) => counted(week.quotedRequests) },
      { header: 'Fill rate', value: (week) => formatFigure('ratio', week.fillRate) },
    ],
  },
  {
    key: 'first-quote',
    period: 'week',
    title: 'Median time to first quote',
    description:
      "For the week's requests that got a quote, the middle wait from the request to its first quote: half waited less, half longer.",
    unit: 'wait',
    empty: 'No request got a quote in the last 12 weeks.',
    value: (week) => week.medianFirstQuoteMinutes,
    columns: [
      { header: 'With a quote', value: (week) => counted(week.quotedRequests) },
      { header: 'Median wait', value: (week) => formatFigure('wait', week.medianFirstQuoteMinutes) },
    ],
  },
  {
    key: 'cancellation-rate',
    period: 'week',
    title: 'Cancellation rate',
    description:
      "Of the bookings whose job day falls in the week, the share cancelled by the owner, the washer or Sudsy; washers' no-shows are counted apart. Late ones were cancelled inside the washer's notice.",
    unit: 'ratio',
    empty: 'No booked job in the last 12 weeks.',
    value: (week) => week.cancellationRate,
    columns: [
      { header: 'Jobs', value: (week) => counted(week.bookingsStarting) },
      { header: 'Cancelled', value: (week) => counted(week.cancellations) },
      { header: 'Late', value: (week) => counted(week.lateCancellations) },
      { header: 'By washer', value: (week) => counted(week.washerCancellations) },
      { header: 'By owner', value: (week) => counted(week.ownerCancellations) },
      { header: 'Rate', value: (week) => formatFigure('ratio', week.cancellationRate) },
    ],
  },
  {
    key: 'no-show-rate',
    period: 'week',
    title: 'No-show rate',
    description:
      'Of the bookings whose job day falls in the week, the share where the owner reported that the washer did not come.',
    unit: 'ratio',
    empty: 'No booked job in the last 12 weeks.',
    value: (week) => week.noShowRate,
    columns: [
      { header: 'Jobs', value: (week) => counted(week.bookingsStarting) },
      { header: 'No-shows', value: (week) => counted(week.noShows) },
      { header: 'Rate', value: (week) => formatFigure('ratio', week.noShowRate) },
    ],
  },
  {
    key: 'repeat-owners',
    period: 'week',
    title: 'Repeat-owner share',
    description: 'Of the owners who booked in the week, the share who had already booked before that week.',
    unit: 'ratio',
    empty: 'No owner booked in the last 12 weeks.',
    value: (week) => week.repeatOwnerShare,
    columns: [
      { header: 'Owners who booked', value: (week) => counted(week.bookingOwners) },
      { header: 'Booked before', value: (week) => counted(week.repeatOwners) },
      { header: 'Share', value: (week) => formatFigure('ratio', week.repeatOwnerShare) },
    ],
  },
  {
    key: 'washers-verified',
    period: 'week',
    title: 'New washers verified',
    description:
      'Washers whose verification an operator approved for the first time in the week, from the audit log; a washer approved again later is not counted twice.',
    unit: 'count',
    empty: 'No washer verified in the last 12 weeks.',
    value: (week) => week.washersVerified,
    columns: [{ header: 'Washers verified', value: (week) => counted(week.washersVerified) }],
  },
];

/**
 * Whether a figure has anything to show over its whole span: a rate or a wait once any period has
 * one (0% is a figure), a count or an amount once any is not 0.
 */
export function figureHasData(definition: FigureDefinition, figures: MarketplaceFigures): boolean {
  const shown = (value: number | null) =>
    definition.unit === 'ratio' || definition.unit === 'wait' ? value !== null : value !== null && value !== 0;
  if (definition.period === 'day') return figures.days.some((day) => shown(definition.value(day)));
  return figures.weeks.some((week) => shown(definition.value(week)));
}

export type FigureHeadline = {
  /** 'Last 7 days' or 'This week'. */
  label: string;
  value: string;
  /** '+3 vs the 7 days before', '−5 pts vs last week', 'Same as last week'; null when either side is unknown. */
  change: string | null;
  /** The direction of the change, for an arrow; null when unknown or none. */
  direction: 'up' | 'down' | null;
};

const minus = '\u2212';

/** A signed difference in the figure's unit: '+3', '−$12.50', '+5 pts', '−12 min'. */
function signedChange(unit: FigureUnit, difference: number): string {
  const sign = difference > 0 ? '+' : minus;
  const size = Math.abs(difference);
  if (unit === 'ratio') return `${sign}${Math.round(size * 100)} pts`;
  return `${sign}${formatFigure(unit, size)}`;
}

/** Whether a difference shows at the unit's precision (a whole point, a whole minute, a cent). */
function shows(unit: FigureUnit, difference: number): boolean {
  if (unit === 'ratio') return Math.round(Math.abs(difference) * 100) !== 0;
  return Math.round(Math.abs(difference)) !== 0;
}

type Compared = { latest: number | null; previous: number | null; label: string; since: string };

function compared(definition: FigureDefinition, figures: MarketplaceFigures): Compared {
  if (definition.period === 'day')
    return { ...bookingsLastSevenDays(figures), label: 'Last 7 days', since: 'the 7 days before' };
  const valueOf = (week: FiguresWeek | undefined) => (week ? definition.value(week) : null);
  return {
    latest: valueOf(figures.weeks.at(-1)),
    previous: valueOf(figures.weeks.at(-2)),
    label: 'This week',
    since: 'last week',
  };
}

/** The figure's latest value (the last 7 days, or the week so far) and its change since the period before. */
export function figureHeadline(definition: FigureDefinition, figures: MarketplaceFigures): FigureHeadline {
  const { latest, previous, label, since } = compared(definition, figures);
  const value = formatFigure(definition.unit, latest);
  if (latest === null || previous === null) return { label, value, change: null, direction: null };
  const difference = latest - previous;
  if (!shows(definition.unit, difference)) return { label, value, change: `Same as ${since}`, direction: null };
  return {
    label,
    value,
    change: `${signedChange(definition.unit, difference)} vs ${since}`,
    direction: difference > 0 ? 'up' : 'down',
  };
}

/** What the chart says to a screen reader: its title and span; the table beside it holds the numbers. */
export function figureChartSummary(definition: FigureDefinition, figures: MarketplaceFigures): string {
  const span =
    definition.period === 'day'
      ? `${figures.days.length} days to ${longDayLabel(figures.today)}`
      : `${figures.weeks.length} weeks from the week of ${shortDayLabel(figures.weeks[0]?.start ?? figures.today)}`;
  return `${definition.title}, bar chart of ${span}. The table has the numbers.`;
}
