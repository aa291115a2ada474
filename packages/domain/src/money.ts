const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Formats integer cents as dollars; whole amounts drop the ".00" unless `always2` is set. */
export function formatCents(cents: number, options: { always2?: boolean } = {}): string {
  if (!options.always2 && cents % 100 === 0) return usdWhole.format(cents / 100);
  return usd.format(cents / 100);
}

/** Dollars typed in a form (e.g. 12.5) to integer cents, rounding half-cents away. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}
