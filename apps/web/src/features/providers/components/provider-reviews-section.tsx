import { MessageSquareQuoteIcon } from 'lucide-react';
import { format, parseISO } from 'date-fns';
import { dateFormats } from '@sudsy/domain/constants';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { StarRating } from '@/components/star-rating';
import { Skeleton } from '@/components/ui/skeleton';
import { useProviderReviews } from '../api/get-provider-reviews';
import { ProviderSection } from './provider-section';

/** What owners who booked this washer said, newest first. */
export function ProviderReviewsSection({ washerId }: { washerId: string }) {
  const reviews = useProviderReviews(washerId);
  return (
    <ProviderSection id="reviews-title" title="Reviews" icon={<MessageSquareQuoteIcon />}>
      {reviews.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading reviews...</span>
          <Skeleton className="h-16" />
        </div>
      ) : reviews.isError ? (
        <LoadFailed
          title="Failed to load reviews"
          description="The reviews could not be loaded."
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isRefetching}
        />
      ) : reviews.data.pages[0]?.reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No reviews yet. Ratings appear here after customers’ washes are done.
        </p>
      ) : (
        <div className="grid gap-4">
          <ul aria-label="Reviews" className="grid gap-4">
            {reviews.data.pages
              .flatMap((page) => page.reviews)
              .map((review) => (
                <li key={review.id} className="grid gap-1.5 border-b pb-4 last:border-b-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <StarRating value={review.rating} />
                    <span className="text-sm font-medium">{review.reviewerName}</span>
                    <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
                      {format(parseISO(review.createdAt), dateFormats.created)}
                    </time>
                  </div>
                  {review.comment ? <p className="text-sm whitespace-pre-line text-pretty">{review.comment}</p> : null}
                </li>
              ))}
          </ul>
          {reviews.hasNextPage ? (
            <LoadMoreButton
              label="Show more reviews"
              onLoad={() => void reviews.fetchNextPage()}
              loading={reviews.isFetchingNextPage}
            />
          ) : null}
        </div>
      )}
    </ProviderSection>
  );
}
