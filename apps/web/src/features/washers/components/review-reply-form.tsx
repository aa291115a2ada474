import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { reviewCommentMaxLength, reviewReplyInputSchema, reviewToasts, type ReviewReply } from '@sudsy/domain/review';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useEditReviewReply } from '../api/edit-review-reply';
import { useReplyToReview } from '../api/reply-to-review';

const texts = { cancel: 'Cancel' } as const;
/** What the form says and tells as it writes the first reply or changes one. */
const modes = {
  reply: { submit: 'Post reply', busy: 'Posting...', saved: reviewToasts.replied, failed: reviewToasts.replyFailed },
  edit: { submit: 'Save', busy: 'Saving...', saved: reviewToasts.replyEdited, failed: reviewToasts.replyEditFailed },
} as const;

type ReplyFormValues = z.input<typeof reviewReplyInputSchema>;
type ReplyFormOutput = z.output<typeof reviewReplyInputSchema>;

type ReviewReplyFormProps = {
  washerId: string;
  reviewId: string;
  reviewerName: string;
  /** The reply to change; without it the form writes the first one. */
  editing?: ReviewReply;
  onSaved: () => void;
  onCancel: () => void;
};

/** The washer's one answer to a review, written under it, or changed in its place. */
export function ReviewReplyForm({
  washerId,
  reviewId,
  reviewerName,
  editing,
  onSaved,
  onCancel,
}: ReviewReplyFormProps) {
  const form = useForm<ReplyFormValues, unknown, ReplyFormOutput>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { text: editing?.text ?? '' },
  });
  const post = useReplyToReview(washerId, reviewId);
  const edit = useEditReviewReply(washerId, reviewId);
  const reply = editing ? edit : post;
  const mode = modes[editing ? 'edit' : 'reply'];

  const onValid = async (input: ReplyFormOutput) => {
    try {
      await reply.mutateAsync(input);
      toast.success(mode.saved.title, { description: mode.saved.description });
      onSaved();
    } catch (error) {
      const message = serverMessage(error);
      if (error instanceof ApiError && message) form.setError('text', { message });
      toast.error(mode.failed.title, { description: message ?? mode.failed.description });
    }
  };

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        // Escape puts an inline form away as it closes a dialog.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !reply.isPending) onCancel();
        }}
        className="ml-4 grid gap-3"
      >
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Your reply to {reviewerName}</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={reviewCommentMaxLength} autoFocus disabled={reply.isPending} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={reply.isPending}>
            <PendingLabel pending={reply.isPending} idle={mode.submit} busy={mode.busy} />
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={reply.isPending}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
