import { useState } from 'react';
import {
  jobsLabel,
  periodLabel,
  periodShortLabel,
  type EarningsPeriod,
  type EarningsSeries,
} from '@sudsy/domain/earnings';
import { formatCents } from '@sudsy/domain/money';
import { cn } from '@/lib/utils';
import { earningsAxis } from './earnings-axis';

// Bars are drawn in a unit space stretched to the plot's size; the text around them is HTML, so it
// stays crisp and legible at any width instead of scaling with the drawing.
const slotWidth = 10;
const barWidth = 6;
const plotHeight = 100;
const phoneLabelEvery: Record<EarningsSeries, number> = { weekly: 3, monthly: 2 };

export type EarningsChartProps = { series: EarningsSeries; periods: EarningsPeriod[]; summary: string };

/** What one bar stands for, as its tooltip and the hover card say it. */
function barText(series: EarningsSeries, period: EarningsPeriod): string {
  return `${periodLabel(series, period)}: ${formatCents(period.earningsCents)}, ${jobsLabel(period.jobs)}`;
}

/** A bar chart of earnings per period, oldest first, for the dashboard and the Payouts tab; load it lazily, after the page paints. */
export default function EarningsChart({ series, periods, summary }: EarningsChartProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const { topCents, ticks } = earningsAxis(Math.max(0, ...periods.map((period) => period.earningsCents)));
  const width = periods.length * slotWidth;
  const heightOf = (cents: number) => (Math.max(cents, 0) / topCents) * plotHeight;
  const active = hovered === null ? undefined : periods[hovered];
  return (
    <div className="grid h-full grid-cols-[auto_1fr] grid-rows-[1fr_auto] gap-x-2 gap-y-1.5">
      <div className="relative w-12 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 translate-y-1/2 leading-none"
            style={{ bottom: `${(tick / topCents) * 100}%` }}
          >
            {formatCents(tick)}
          </span>
        ))}
      </div>
      <div className="relative" onMouseLeave={() => setHovered(null)}>
        <svg
          role="img"
          aria-label={summary}
          data-testid="earnings-chart"
          viewBox={`0 0 ${width} ${plotHeight}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full overflow-visible"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={width}
              y1={plotHeight - heightOf(tick)}
              y2={plotHeight - heightOf(tick)}
              className={tick === 0 ? 'stroke-muted-foreground/60' : 'stroke-border'}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {periods.map((period, index) => {
            const height = heightOf(period.earningsCents);
            return (
              <g key={period.start} data-period={period.start} onMouseEnter={() => setHovered(index)}>
                {/* The whole column answers the pointer, so a short bar is as easy to point at. */}
                <rect x={index * slotWidth} y={0} width={slotWidth} height={plotHeight} className="fill-transparent" />
                <rect
                  x={index * slotWidth + (slotWidth - barWidth) / 2}
                  y={plotHeight - height}
                  width={barWidth}
                  height={height}
                  className={cn(
                    'transition-opacity motion-reduce:transition-none',
                    index === periods.length - 1 ? 'fill-primary' : 'fill-primary/70',
                    hovered !== null && hovered !== index && 'opacity-50',
                  )}
                />
                <title>{barText(series, period)}</title>
              </g>
            );
          })}
        </svg>
        {active && hovered !== null ? (
          <div
            aria-hidden
            className="pointer-events-none absolute top-0 z-10 w-max max-w-48 -translate-x-1/2 rounded-md border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md"
            style={{ left: `${Math.min(Math.max(((hovered + 0.5) / periods.length) * 100, 20), 80)}%` }}
          >
            <p className="font-medium">{periodLabel(series, active)}</p>
            <p className="text-muted-foreground tabular-nums">
              {formatCents(active.earningsCents)} · {jobsLabel(active.jobs)}
            </p>
          </div>
        ) : null}
      </div>
      <div
        className="col-start-2 grid text-center text-[11px] leading-none whitespace-nowrap text-muted-foreground"
        style={{ gridTemplateColumns: `repeat(${periods.length}, minmax(0, 1fr))` }}
        aria-hidden
      >
        {periods.map((period, index) => (
          <span
            key={period.start}
            // On a phone every third week's or every other month's name fits, counted back from the current one.
            className={cn((periods.length - 1 - index) % phoneLabelEvery[series] !== 0 && 'max-sm:invisible')}
          >
            {periodShortLabel(series, period)}
          </span>
        ))}
      </div>
    </div>
  );
}
