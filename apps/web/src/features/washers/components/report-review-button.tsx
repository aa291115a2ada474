import { FlagIcon } from 'lucide-react';
import {
  reviewCommentMaxLength,
  reviewReportInputSchema,
  reviewReportReasons,
  reviewToasts,
} from '@sudsy/domain/review';
import { ReportDialog } from '@/components/report-dialog';
import { Button } from '@/components/ui/button';
import { useReportReview } from '../api/report-review';

const texts = {
  button: 'Report',
  buttonName: (reviewerName: string) => `Report review by ${reviewerName}`,
  title: 'Report review',
  description: 'Tell us what is wrong with this review. It stays visible while we look into it.',
  reason: 'Reason',
  details: 'Details (optional)',
  submit: 'Send report',
  busy: 'Sending...',
  done: reviewToasts.reported,
  failed: reviewToasts.reportFailed,
} as const;

/** A flag beside a review for any signed-in user: the report reaches the operator, the review stays up. */
export function ReportReviewButton({
  reviewId,
  reviewerName,
  washerId,
}: {
  reviewId: string;
  reviewerName: string;
  /** The page's washer, whose reviews the reporter's reports are read again for. */
  washerId: string;
}) {
  const report = useReportReview(reviewId, washerId);
  return (
    <ReportDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-muted-foreground" aria-label={texts.buttonName(reviewerName)}>
          <FlagIcon aria-hidden />
          {texts.button}
        </Button>
      }
      texts={texts}
      reasons={reviewReportReasons}
      schema={reviewReportInputSchema}
      detailsMaxLength={reviewCommentMaxLength}
      pending={report.isPending}
      send={report.mutateAsync}
    />
  );
}
