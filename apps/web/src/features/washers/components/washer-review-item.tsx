import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { format, parseISO } from 'date-fns';
import { FlagIcon, ReplyIcon } from 'lucide-react';
import { reportedLabel, type MyReviewReport } from '@sudsy/domain/moderation';
import { dateFormats } from '@sudsy/domain/constants';
import type { PublicReview } from '@sudsy/domain/review';
import { StarRating } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { ReportReviewButton } from './report-review-button';
import { ReviewReplyActions } from './review-reply-actions';
import { ReviewReplyForm } from './review-reply-form';
import { ReviewReplyNote } from './review-reply-note';

const texts = {
  reply: 'Reply',
  replyName: (reviewerName: string) => `Reply to ${reviewerName}`,
} as const;

/** What the person looking at the page may do with its reviews. */
export type ReviewViewer = {
  /** The washer of this page: may answer each review once, and edit or remove that answer. */
  isPageWasher: boolean;
  /** Anyone signed in may report a review. */
  signedIn: boolean;
};

type WasherReviewItemProps = {
  review: PublicReview;
  /** The viewer's own report of this review, if they made one. */
  myReport: MyReviewReport | null;
  washerId: string;
  businessName: string;
  viewer: ReviewViewer;
};

/** One review on the public page: stars, who and when, the comment, and the washer's reply under it. */
export function WasherReviewItem({ review, myReport, washerId, businessName, viewer }: WasherReviewItemProps) {
  // Which form is open under the review: the first reply, or a change to the reply.
  const [openForm, setOpenForm] = useState<'reply' | 'edit' | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [justRemoved, setJustRemoved] = useState(false);
  // Reply or Edit, whichever is shown: the button that opens the form, and gets focus back from it.
  const formButton = useRef<HTMLButtonElement>(null);
  const mayReply = viewer.isPageWasher && review.reply === null;
  const mayChangeReply = viewer.isPageWasher && review.reply !== null;
  const replying = mayReply && openForm === 'reply';
  const editing = mayChangeReply && openForm === 'edit';

  useEffect(() => {
    // Remove and its dialog are gone with the reply; focus moves to the Reply button in their place.
    if (justRemoved && mayReply) formButton.current?.focus();
  }, [justRemoved, mayReply]);

  const closeForm = () => {
    // The form held focus; it goes back to the button that opened it, which is shown again first.
    flushSync(() => setOpenForm(null));
    formButton.current?.focus();
  };
  const saved = () => {
    setOpenForm(null);
    setJustSaved(true);
  };

  return (
    <li className="grid gap-2 border-b pb-4 last:border-b-0 last:pb-0">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
          <StarRating value={review.rating} />
          <span className="text-sm font-medium">{review.reviewerName}</span>
          <time dateTime={review.createdAt} className="text-sm text-muted-foreground">
            {format(parseISO(review.createdAt), dateFormats.created)}
          </time>
        </div>
        {myReport ? (
          <span className="inline-flex max-w-[60%] items-center gap-1.5 py-2 text-xs text-muted-foreground">
            <FlagIcon className="size-3.5 shrink-0" aria-hidden />
            {reportedLabel(myReport)}
          </span>
        ) : viewer.signedIn ? (
          // The ghost button's icon lines up with the card's edge rather than with its own padding.
          <span className="-mr-2.5">
            <ReportReviewButton reviewId={review.id} reviewerName={review.reviewerName} washerId={washerId} />
          </span>
        ) : null}
      </div>
      {review.comment ? (
        <p dir="auto" className="text-sm whitespace-pre-line text-pretty">
          {review.comment}
        </p>
      ) : null}
      {review.reply && !editing ? (
        <ReviewReplyNote reply={review.reply} businessName={businessName} focusOnMount={justSaved} />
      ) : null}
      {mayChangeReply && !editing ? (
        <ReviewReplyActions
          washerId={washerId}
          reviewId={review.id}
          reviewerName={review.reviewerName}
          editButtonRef={formButton}
          onEdit={() => setOpenForm('edit')}
          onRemoved={() => setJustRemoved(true)}
        />
      ) : null}
      {replying || editing ? (
        <ReviewReplyForm
          washerId={washerId}
          reviewId={review.id}
          reviewerName={review.reviewerName}
          editing={review.reply ?? undefined}
          onSaved={saved}
          onCancel={closeForm}
        />
      ) : null}
      {mayReply && !replying ? (
        <Button
          ref={formButton}
          variant="outline"
          size="sm"
          className="w-fit"
          aria-label={texts.replyName(review.reviewerName)}
          onClick={() => setOpenForm('reply')}
        >
          <ReplyIcon aria-hidden />
          {texts.reply}
        </Button>
      ) : null}
    </li>
  );
}
