import { formatRating, maxRating, type ReviewStats } from '@sudsy/domain/review';
import { LoadFailed } from '@/components/load-failed';
import { StarRating } from '@/components/star-rating';
import { Skeleton } from '@/components/ui/skeleton';
import { useReviewStats } from '../api/get-review-stats';
import { RatingDistributionTable } from './rating-distribution-table';

const texts = {
  loading: 'Loading rating summary...',
  failedTitle: 'Failed to load the rating summary',
  failedDescription: 'The ratings and job counts could not be loaded.',
  completedJobs: 'Completed jobs',
  repeatOwners: 'Repeat customers',
} as const;

/** The top of the reviews: the average, how the reviews spread over the stars, and the washer's track record. */
export function RatingSummary({ washerId }: { washerId: string }) {
  const stats = useReviewStats(washerId);
  if (stats.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <span className="sr-only">{texts.loading}</span>
        <Skeleton className="h-24 sm:h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <LoadFailed
        title={texts.failedTitle}
        description={texts.failedDescription}
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
      />
    );
  }
  return <RatingSummaryFigures stats={stats.data} />;
}

function RatingSummaryFigures({ stats }: { stats: ReviewStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-center">
      {stats.average !== null && stats.count > 0 ? (
        <>
          <div className="flex items-center gap-3 sm:flex-col sm:gap-1 sm:text-center">
            <p className="text-4xl font-bold tracking-tight tabular-nums">
              {formatRating(stats.average)}
              <span className="sr-only"> out of {maxRating}</span>
            </p>
            <div className="grid gap-0.5 sm:justify-items-center">
              {/* The figure beside it already says the rating. */}
              <span aria-hidden>
                <StarRating value={stats.average} />
              </span>
              <p className="text-sm text-muted-foreground">
                {stats.count === 1 ? '1 review' : `${stats.count} reviews`}
              </p>
            </div>
          </div>
          <RatingDistributionTable distribution={stats.distribution} count={stats.count} />
        </>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:col-span-2">
        <StatTile label={texts.completedJobs} value={String(stats.completedJobs)} />
        {/* No customer yet means no share to give, rather than 0%. */}
        {stats.repeatCustomerShare === null ? null : (
          <StatTile label={texts.repeatOwners} value={`${Math.round(stats.repeatCustomerShare * 100)}%`} />
        )}
      </dl>
    </div>
  );
}

function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-muted/40 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
