import { MessageSquareQuoteIcon } from 'lucide-react';
import { LoadFailed } from '@/components/load-failed';
import { LoadMoreButton } from '@/components/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useProviderReviews } from '../api/get-provider-reviews';
import { ProviderReviewItem, type ReviewViewer } from './provider-review-item';
import { ProviderSection } from './provider-section';
import { RatingSummary } from './rating-summary';

type ProviderReviewsSectionProps = { washerId: string; businessName: string };

/** How owners who booked this washer rated them, and what they said, newest first. */
export function ProviderReviewsSection({ washerId, businessName }: ProviderReviewsSectionProps) {
  return (
    <ProviderSection id="reviews-title" title="Reviews" icon={<MessageSquareQuoteIcon />}>
      <div className="grid gap-6">
        <RatingSummary washerId={washerId} />
        <ProviderReviewList washerId={washerId} businessName={businessName} />
      </div>
    </ProviderSection>
  );
}

function ProviderReviewList({ washerId, businessName }: ProviderReviewsSectionProps) {
  const reviews = useProviderReviews(washerId);
  const { user } = useSession();
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
            <ProviderReviewItem
              key={review.id}
              review={review}
              washerId={washerId}
              businessName={businessName}
              viewer={viewer}
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
