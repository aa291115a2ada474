/**
 * The chart's scale: gridlines from 0 in steps of 1, 2, 2.5 or 5 times a power of ten dollars, so
 * they read as plain figures, up to the first at or above the largest amount (at most `maxSteps`).
 */
export function earningsAxis(maxCents: number, maxSteps = 5): { topCents: number; ticks: number[] } {
  const roughStepDollars = Math.max(maxCents / 100 / maxSteps, 1);
  const magnitude = 10 ** Math.floor(Math.log10(roughStepDollars));
  const stepDollars =
    [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((step) => step >= roughStepDollars) ?? 10 * magnitude;
  const stepCents = stepDollars * 100;
  const steps = Math.max(1, Math.ceil(maxCents / stepCents));
  return {
    topCents: stepCents * steps,
    ticks: Array.from({ length: steps + 1 }, (_, index) => index * stepCents),
  };
}
