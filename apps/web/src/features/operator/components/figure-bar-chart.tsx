import { formatFigure, type FigureUnit } from '@sudsy/domain/marketplace-figures-console';
import { earningsAxis } from '@/components/earnings-axis';
import { cn } from '@/lib/utils';

export type FigureBar = {
  key: string;
  /** Under the bar: 'Mar 11'. */
  label: string;
  /** The bar's tooltip: 'Week of Mar 11: 75%'. */
  title: string;
  /** Null for a period the figure cannot be told for: no bar, not a bar of 0. */
  value: number | null;
};

type FigureBarChartProps = {
  bars: FigureBar[];
  unit: FigureUnit;
  /** What a screen reader hears for the drawing; the table beside it has the numbers. */
  summary: string;
  /** Name every nth bar, counted back from the last (the others stay unnamed to fit). */
  labelEvery: number;
  /** On a phone, name every nth bar instead. */
  phoneLabelEvery: number;
};

const slotWidth = 10;
const barWidth = 7;
const plotHeight = 100;

/** The gridlines of a figure: whole numbers, dollars in plain steps, or 0 to 100% for a rate. */
function axisOf(unit: FigureUnit, largest: number): { top: number; ticks: number[] } {
  if (unit === 'ratio') return { top: 1, ticks: [0, 0.5, 1] };
  // A wait of an hour or more steps by whole hours, so its gridlines read '2 h', '4 h'.
  if (unit === 'wait' && largest >= 60) {
    const hours = axisOf('count', largest / 60);
    return { top: hours.top * 60, ticks: hours.ticks.map((tick) => tick * 60) };
  }
  // The money axis in cents steps by whole dollars; a count steps by whole units.
  const scale = unit === 'cents' ? 1 : 100;
  const { topCents, ticks } = earningsAxis(Math.max(largest, 0) * scale, 4);
  return { top: topCents / scale, ticks: ticks.map((tick) => tick / scale) };
}

/** A bar chart of one figure, oldest first and the latest period brightest. */
export function FigureBarChart({ bars, unit, summary, labelEvery, phoneLabelEvery }: FigureBarChartProps) {
  const { top, ticks } = axisOf(unit, Math.max(0, ...bars.map((bar) => bar.value ?? 0)));
  const width = bars.length * slotWidth;
  const heightOf = (value: number) => (Math.max(value, 0) / top) * plotHeight;
  const named = (index: number, every: number) => (bars.length - 1 - index) % every === 0;
  return (
    <div className="grid h-40 grid-cols-[auto_1fr] grid-rows-[1fr_auto] gap-x-2 gap-y-1.5">
      <div className="relative w-14 text-right text-xs text-muted-foreground tabular-nums" aria-hidden>
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 translate-y-1/2 leading-none"
            style={{ bottom: `${(tick / top) * 100}%` }}
          >
            {formatFigure(unit, tick)}
          </span>
        ))}
      </div>
      <div className="relative">
        <svg
          role="img"
          aria-label={summary}
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
          {bars.map((bar, index) =>
            bar.value === null ? null : (
              <rect
                key={bar.key}
                data-bar={bar.key}
                x={index * slotWidth + (slotWidth - barWidth) / 2}
                y={plotHeight - heightOf(bar.value)}
                width={barWidth}
                height={heightOf(bar.value)}
                className={index === bars.length - 1 ? 'fill-primary' : 'fill-primary/60'}
              >
                <title>{bar.title}</title>
              </rect>
            ),
          )}
        </svg>
      </div>
      <div
        className="relative col-start-2 h-3 text-[11px] leading-none whitespace-nowrap text-muted-foreground"
        aria-hidden
      >
        {bars.map((bar, index) =>
          named(index, labelEvery) || named(index, phoneLabelEvery) ? (
            <span
              key={bar.key}
              className={cn(
                'absolute top-0 -translate-x-1/2',
                !named(index, phoneLabelEvery) && 'max-sm:hidden',
                !named(index, labelEvery) && 'sm:hidden',
              )}
              style={{ left: `${((index + 0.5) / bars.length) * 100}%` }}
            >
              {bar.label}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
