import { maxRating, minRating } from '@sudsy/domain/review';

const texts = {
  caption: 'Rating distribution',
  ratingColumn: 'Rating',
  shareColumn: 'Share of reviews',
  countColumn: 'Reviews',
} as const;

type RatingDistributionTableProps = {
  /** Reviews per number of stars, index 0 one star (reviewStatsSchema). */
  distribution: readonly number[];
  /** All the washer's reviews. */
  count: number;
};

const starsHighFirst = Array.from({ length: maxRating - minRating + 1 }, (_, index) => maxRating - index);

/**
 * How the reviews spread over the stars, 5 down to 1. One element is both the chart and its data:
 * a real table (screen readers read rows and cells) whose share cell draws its bar.
 */
export function RatingDistributionTable({ distribution, count }: RatingDistributionTableProps) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">{texts.caption}</caption>
      {/* Named for screen readers; the row labels and the bars say the same to the eye. */}
      <thead>
        <tr>
          <th scope="col" className="p-0">
            <span className="sr-only">{texts.ratingColumn}</span>
          </th>
          <th scope="col" className="p-0">
            <span className="sr-only">{texts.shareColumn}</span>
          </th>
          <th scope="col" className="p-0">
            <span className="sr-only">{texts.countColumn}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {starsHighFirst.map((stars) => {
          const reviews = distribution[stars - 1] ?? 0;
          const share = count === 0 ? 0 : reviews / count;
          return (
            <tr key={stars}>
              <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                {stars === 1 ? '1 star' : `${stars} stars`}
              </th>
              <td className="w-full py-1">
                <div className="flex items-center gap-3">
                  <div aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                    <div className="h-full rounded-full bg-amber-400" style={{ width: `${share * 100}%` }} />
                  </div>
                  <span className="w-10 text-right text-muted-foreground">{Math.round(share * 100)}%</span>
                </div>
              </td>
              <td className="py-1 pl-3 text-right">{reviews}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
