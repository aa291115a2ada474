import { Gauge, type Registry } from 'prom-client';
import { bookingsLastSevenDays, type FiguresWeek, type MarketplaceFigures } from '@sudsy/domain/marketplace-figures';

/**
 * The marketplace's figures (docs/product.md, "The marketplace's figures") as gauges, read when
 * scraped: the bookings of the last 7 days, and each weekly figure for the current ISO week so far
 * (`week="current"`) and the whole week before (`week="previous"`). A rate of nothing (no request,
 * no job) is left out rather than shown as 0. The reader caches, so one scrape reads once.
 */
export function registerMarketplaceGauges(registry: Registry, read: () => Promise<MarketplaceFigures>): void {
  /** The figures, or null when the database could not answer: the gauges are then left empty. */
  const figures = () => read().catch(() => null);

  new Gauge({
    name: 'marketplace_bookings_last_7_days',
    help: 'Bookings made in the 7 UTC days ending today',
    registers: [registry],
    async collect() {
      this.reset();
      const read = await figures();
      if (read) this.set(bookingsLastSevenDays(read).latest);
    },
  });

  const weekly = (name: string, help: string, value: (week: FiguresWeek) => number | null) =>
    new Gauge({
      name,
      help: `${help}, for the current ISO week (UTC) so far and the previous one`,
      labelNames: ['week'],
      registers: [registry],
      async collect() {
        this.reset();
        const read = await figures();
        const [previous, current] = read ? read.weeks.slice(-2) : [];
        for (const [week, figure] of [
          ['previous', previous],
          ['current', current],
        ] as const) {
          const measured = figure ? value(figure) : null;
          if (measured !== null) this.set({ week }, measured);
        }
      },
    });

  weekly('marketplace_gross_booking_value_cents', 'Prices of the bookings made', (w) => w.grossBookingValueCents);
  weekly('marketplace_fees_cents', "Sudsy's fees from the ledger, less refunds' share", (w) => w.feesCents);
  weekly('marketplace_fill_rate_ratio', 'Share of the requests made that got at least one quote', (w) => w.fillRate);
  weekly('marketplace_first_quote_median_seconds', 'Median wait from a request to its first quote', (w) =>
    w.medianFirstQuoteMinutes === null ? null : w.medianFirstQuoteMinutes * 60,
  );
  weekly(
    'marketplace_cancellation_rate_ratio',
    "Share of the jobs on the week's days cancelled (no-shows apart)",
    (w) => w.cancellationRate,
  );
  weekly(
    'marketplace_no_show_rate_ratio',
    "Share of the jobs on the week's days the washer missed",
    (w) => w.noShowRate,
  );
  weekly(
    'marketplace_repeat_owner_share_ratio',
    'Share of the owners who booked that had booked before the week',
    (w) => w.repeatOwnerShare,
  );
  weekly('marketplace_washers_verified', 'Washers verified for the first time', (w) => w.washersVerified);
}
