// Figures that are shares of a whole (the provider dashboard's quote acceptance rate) travel as a
// ratio from 0 to 1 and become a percentage in one place, here.

/** 0.25 → '25%': a ratio from 0 to 1 shown as a whole percentage. */
export function formatPercent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}
