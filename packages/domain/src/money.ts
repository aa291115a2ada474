const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Formats integer cents as dollars; whole amounts drop the ".00" unless `always2` is set. */
export function formatCents(cents: number, options: { always2?: boolean } = {}): string {
  if (!options.always2 && cents % 100 === 0) return usdWhole.format(cents / 100);
  return usd.format(cents / 100);
}

/** Dollars typed in a form (e.g. 12.5) to integer cents, rounding half-cents away from zero. */
export function dollarsToCents(dollars: number): number {
  // 1.005 * 100 is 100.49999999999999 in floating point; 15 significant digits recover the 100.5 that was typed.
  const scaled = Number((Math.abs(dollars) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  if (cents === 0) return 0;
  return dollars < 0 ? -cents : cents;
}

/**
 * An amount as a person types it ('14.25', '$1,000', ' 20 ') in cents for a form's schema:
 * undefined when nothing was typed (the schema says it is required), NaN when it is not a number.
 */
export function typedDollarsToCents(typed: string): number | undefined {
  const text = typed.replace(/[$,\s]/g, '');
  return text === '' ? undefined : dollarsToCents(Number(text));
}

export function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}
