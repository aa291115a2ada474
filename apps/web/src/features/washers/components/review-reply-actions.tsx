import type { Ref } from 'react';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { reviewToasts } from '@sudsy/domain/review';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useRemoveReviewReply } from '../api/remove-review-reply';

const texts = {
  edit: 'Edit',
  editName: (reviewerName: string) => `Edit reply to ${reviewerName}`,
  remove: 'Remove',
  removeName: (reviewerName: string) => `Remove reply to ${reviewerName}`,
  confirmTitle: 'Remove your reply?',
  confirmDescription: (reviewerName: string) =>
    `Your reply to ${reviewerName} leaves the review for everyone. You can write a new one afterwards.`,
  removing: 'Removing...',
} as const;

type ReviewReplyActionsProps = {
  washerId: string;
  reviewId: string;
  reviewerName: string;
  /** The Edit button, for focus to come back to when the form it opens is cancelled. */
  editButtonRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onRemoved: () => void;
};

/** The washer's Edit and Remove under their own reply; Remove asks first. */
export function ReviewReplyActions({
  washerId,
  reviewId,
  reviewerName,
  editButtonRef,
  onEdit,
  onRemoved,
}: ReviewReplyActionsProps) {
  const remove = useRemoveReviewReply(washerId, reviewId);

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(reviewToasts.replyRemoved.title, { description: reviewToasts.replyRemoved.description });
      onRemoved();
      return true;
    } catch (error) {
      toast.error(reviewToasts.replyRemoveFailed.title, {
        description: serverMessage(error) ?? reviewToasts.replyRemoveFailed.description,
      });
      return false;
    }
  };

  return (
    <div className="ml-4 flex flex-wrap gap-2">
      <Button
        ref={editButtonRef}
        variant="outline"
        size="sm"
        aria-label={texts.editName(reviewerName)}
        onClick={onEdit}
      >
        <PencilIcon aria-hidden />
        {texts.edit}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={texts.removeName(reviewerName)}>
            <Trash2Icon aria-hidden />
            {texts.remove}
          </Button>
        }
        title={texts.confirmTitle}
        description={texts.confirmDescription(reviewerName)}
        confirmLabel={texts.remove}
        destructive
        onConfirm={confirmRemove}
        waitFor={{ pending: remove.isPending, busyLabel: texts.removing }}
      />
    </div>
  );
}
