import { useState } from 'react';
import { Link } from 'react-router';
import { CheckIcon, EyeOffIcon, ReplyIcon } from 'lucide-react';
import type { ReportedReview, ReviewModerationDecision } from '@sudsy/domain/moderation';
import { reportsConsoleTexts, reviewDecisionTexts } from '@sudsy/domain/moderation-console';
import { reviewReportReasons } from '@sudsy/domain/review';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { auditDay, auditTimeExactly } from '../lib/audit-format';
import { AuditWhen } from './audit-entry-parts';
import { ReportedReviewDecisionDialog } from './reported-review-decision-dialog';

const texts = reportsConsoleTexts;

type ReportedReviewCardProps = {
  reported: ReportedReview;
  /** The server took a decision about this review: it has left the queue. */
  onDecided: () => void;
};

/**
 * One review in the queue: the washer it is about (their public page a click away), the stars,
 * comment and reply as the public page showed them, who wrote it and when, then every open report
 * of it, and Hide or Keep. What people wrote is their text, set apart and in its own direction.
 */
export function ReportedReviewCard({ reported, onDecided }: ReportedReviewCardProps) {
  const { review, reports } = reported;
  const washer = review.washer.name;
  const headingId = `reported-${review.id}`;
  // The open dialog's decision, and a count so each opening starts with an empty reason.
  const [dialog, setDialog] = useState<{ decision: ReviewModerationDecision; opening: number } | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = (decision: ReviewModerationDecision) => {
    setDialog((last) => ({ decision, opening: (last?.opening ?? 0) + 1 }));
    setOpen(true);
  };

  return (
    <article
      aria-labelledby={headingId}
      tabIndex={-1}
      // A piece of text too long for a phone's width breaks anywhere rather than widen the page.
      className="grid gap-4 rounded-lg border bg-background/40 p-4 outline-none [overflow-wrap:anywhere] focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
    >
      <div className="grid gap-1.5">
        <h3 id={headingId} className="leading-snug font-semibold">
          <Link
            to={`/providers/${encodeURIComponent(review.washer.id)}`}
            className="underline-offset-4 hover:underline focus-visible:underline"
          >
            {washer}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <StarRating value={review.rating} />
          <span>
            {texts.reviewBy} <span className="font-medium text-foreground">{review.author.name}</span>
          </span>
          <time dateTime={review.createdAt} title={auditTimeExactly(review.createdAt)}>
            {auditDay(review.createdAt)}
          </time>
        </p>
      </div>

      {review.comment ? (
        <blockquote dir="auto" className="border-s-2 ps-3 text-sm whitespace-pre-line text-pretty">
          {review.comment}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">{texts.noComment}</p>
      )}

      {review.reply ? (
        <div className="ml-4 grid gap-1 rounded-md border-l-2 border-primary/40 bg-muted/60 px-3 py-2.5 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <ReplyIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
            {texts.replyFrom(washer)}
          </p>
          <p dir="auto" className="whitespace-pre-line text-pretty">
            {review.reply}
          </p>
        </div>
      ) : null}

      <div className="grid gap-2 border-t pt-4">
        <h4 className="text-sm font-medium">{texts.reportsHeading(reports.length)}</h4>
        <ul className="grid gap-2" aria-label={texts.reportsLabel(washer)}>
          {reports.map((report) => (
            <li key={report.id} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2.5 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-medium">{reviewReportReasons[report.reason]}</span>
                <AuditWhen at={report.at} className="text-xs text-muted-foreground tabular-nums" />
              </p>
              <p className="text-muted-foreground">{texts.reportedBy(report.reporter.name)}</p>
              {report.details ? (
                <p dir="auto" className="whitespace-pre-line text-pretty">
                  {report.details}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => openDialog('keep')}>
          <CheckIcon aria-hidden />
          {reviewDecisionTexts.keep.button}{' '}
          <span className="sr-only">{reviewDecisionTexts.keep.buttonSuffix(washer)}</span>
        </Button>
        <Button
          variant="outline"
          className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive sm:w-auto dark:border-destructive/60 dark:text-red-300 dark:hover:text-red-200"
          onClick={() => openDialog('hide')}
        >
          <EyeOffIcon aria-hidden />
          {reviewDecisionTexts.hide.button}{' '}
          <span className="sr-only">{reviewDecisionTexts.hide.buttonSuffix(washer)}</span>
        </Button>
      </div>

      {dialog ? (
        <ReportedReviewDecisionDialog
          key={dialog.opening}
          reported={reported}
          decision={dialog.decision}
          open={open}
          onOpenChange={setOpen}
          onDecided={onDecided}
        />
      ) : null}
    </article>
  );
}
