import { MessageSquareQuoteIcon } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useMyReviewReports } from '../api/get-my-review-reports';
import { useWasherReviews } from '../api/get-washer-reviews';
import { WasherReviewItem, type ReviewViewer } from './washer-review-item';
import { WasherSection } from './washer-section';
import { RatingSummary } from './rating-summary';

type WasherReviewsSectionProps = { washerId: string; businessName: string };

/** How owners who booked this washer rated them, and what they said, newest first. */
export function WasherReviewsSection({ washerId, businessName }: WasherReviewsSectionProps) {
  return (
    <WasherSection id="reviews-title" title="Reviews" icon={<MessageSquareQuoteIcon />}>
      <div className="grid gap-6">
        <RatingSummary washerId={washerId} />
        <WasherReviewList washerId={washerId} businessName={businessName} />
      </div>
    </WasherSection>
  );
}

function WasherReviewList({ washerId, businessName }: WasherReviewsSectionProps) {
  const reviews = useWasherReviews(washerId);
  const { user } = useSession();
  // What the viewer reported shows on the review, with the operator's decision once made.
  const myReports = useMyReviewReports(washerId, user !== null);
  const viewer: ReviewViewer = {
    isPageWasher: user?.role === 'washer' && user.id === washerId,
    signedIn: user !== null,
  };
  if (reviews.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading reviews...</span>
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <LoadFailed
        title="Failed to load reviews"
        description="The reviews could not be loaded."
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isRefetching}
      />
    );
  }
  if (reviews.data.pages[0]?.reviews.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No reviews yet. Ratings appear here after customers’ washes are done.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label="Reviews" className="grid gap-4">
        {reviews.data.pages
          .flatMap((page) => page.reviews)
          .map((review) => (
            <WasherReviewItem
              key={review.id}
              review={review}
              washerId={washerId}
              businessName={businessName}
              viewer={viewer}
              myReport={myReports.data?.find((report) => report.reviewId === review.id) ?? null}
            />
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
  );
}
