import { useId, useState } from 'react';
import { ChevronDownIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { FiguresDay, FiguresWeek, MarketplaceFigures } from '@sudsy/domain/marketplace-figures';
import {
  figureChartSummary,
  figureHasData,
  figureHeadline,
  figuresTexts,
  formatFigure,
  longDayLabel,
  shortDayLabel,
  type FigureColumn,
  type FigureDefinition,
} from '@sudsy/domain/marketplace-figures-console';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { FigureBarChart, type FigureBar } from './figure-bar-chart';

type Row = { key: string; label: string; cells: string[] };
type Table = { headers: string[]; rows: Row[]; bars: FigureBar[] };

function tableOf(definition: FigureDefinition, figures: MarketplaceFigures): Table {
  const valueText = (value: number | null) => formatFigure(definition.unit, value);
  if (definition.period === 'day') {
    const cells = (day: FiguresDay) => definition.columns.map((column: FigureColumn<FiguresDay>) => column.value(day));
    return {
      headers: [figuresTexts.dayColumn, ...definition.columns.map((column) => column.header)],
      rows: figures.days.map((day) => ({ key: day.day, label: longDayLabel(day.day), cells: cells(day) })),
      bars: figures.days.map((day) => ({
        key: day.day,
        label: shortDayLabel(day.day),
        title: `${longDayLabel(day.day)}: ${valueText(definition.value(day))}`,
        value: definition.value(day),
      })),
    };
  }
  const cells = (week: FiguresWeek) => definition.columns.map((column) => column.value(week));
  return {
    headers: [figuresTexts.weekColumn, ...definition.columns.map((column) => column.header)],
    rows: figures.weeks.map((week) => ({ key: week.start, label: shortDayLabel(week.start), cells: cells(week) })),
    bars: figures.weeks.map((week) => ({
      key: week.start,
      label: shortDayLabel(week.start),
      title: `${figuresTexts.weekColumn} ${shortDayLabel(week.start)}: ${valueText(definition.value(week))}`,
      value: definition.value(week),
    })),
  };
}

/**
 * One figure: its headline (the latest week, or the last 7 days, against the period before), a bar
 * chart and a table of the same numbers, newest first, which is the screen reader's way to the
 * chart. On a phone the table folds behind "Show the numbers".
 */
export function FigureCard({ definition, figures }: { definition: FigureDefinition; figures: MarketplaceFigures }) {
  const titleId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const hasData = figureHasData(definition, figures);
  const headline = figureHeadline(definition, figures);
  const table = tableOf(definition, figures);
  const daily = definition.period === 'day';
  const Trend = headline.direction === 'down' ? TrendingDownIcon : TrendingUpIcon;

  return (
    <Card role="article" aria-labelledby={titleId} data-figure={definition.key} className="min-w-0 gap-4 py-5">
      <div className="grid gap-1.5 px-5">
        <h3 id={titleId} className="leading-tight font-semibold">
          {definition.title}
        </h3>
        <p className="text-sm text-muted-foreground">{definition.description}</p>
      </div>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-5">
        <p className="grid">
          <span className="text-xs font-medium text-muted-foreground">{headline.label}</span>
          <span className="text-3xl font-bold tracking-tight tabular-nums" data-testid="figure-headline">
            {headline.value}
          </span>
        </p>
        {headline.change ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            {headline.direction ? <Trend className="size-4" aria-hidden /> : null}
            {headline.change}
          </p>
        ) : null}
      </div>
      {hasData ? (
        <>
          <div className="px-5">
            <FigureBarChart
              bars={table.bars}
              unit={definition.unit}
              summary={figureChartSummary(definition, figures)}
              labelEvery={daily ? 14 : 2}
              phoneLabelEvery={daily ? 28 : 3}
            />
          </div>
          <div className="px-5">
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:hidden"
              aria-expanded={open}
              aria-controls={tableId}
              onClick={() => setOpen((shown) => !shown)}
            >
              {open ? figuresTexts.hideNumbers : figuresTexts.showNumbers}
              <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
            </Button>
            <FigureTable id={tableId} title={definition.title} table={table} open={open} tall={daily} />
          </div>
        </>
      ) : (
        <p className="mx-5 rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {definition.empty}
        </p>
      )}
    </Card>
  );
}

function FigureTable({
  id,
  title,
  table,
  open,
  tall,
}: {
  id: string;
  title: string;
  table: Table;
  open: boolean;
  tall: boolean;
}) {
  return (
    // Scrolls on its own (a long or wide table), so the keyboard can reach it to scroll it.
    <div
      id={id}
      role="region"
      aria-label={title}
      tabIndex={0}
      className={cn(
        'mt-3 overflow-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:mt-0 sm:block',
        tall ? 'max-h-64' : 'max-h-96',
        !open && 'max-sm:hidden',
      )}
    >
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{title}, newest first</caption>
        <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
          <tr>
            {table.headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={cn(
                  'px-2 py-2 font-medium whitespace-nowrap sm:px-3',
                  index === 0 ? 'text-left' : 'text-right',
                )}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...table.rows].reverse().map((row) => (
            <tr key={row.key} className="border-t">
              <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap sm:px-3">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={table.headers[index + 1]} className="px-2 py-1.5 text-right whitespace-nowrap sm:px-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
