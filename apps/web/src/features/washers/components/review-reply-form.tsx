import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { reviewCommentMaxLength, reviewReplyInputSchema, reviewToasts } from '@sudsy/domain/review';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useReplyToReview } from '../api/reply-to-review';

const texts = { submit: 'Post reply', busy: 'Posting...', cancel: 'Cancel' } as const;

type ReplyFormValues = z.input<typeof reviewReplyInputSchema>;
type ReplyFormOutput = z.output<typeof reviewReplyInputSchema>;

type ReviewReplyFormProps = {
  washerId: string;
  reviewId: string;
  reviewerName: string;
  onPosted: () => void;
  onCancel: () => void;
};

/** The washer's one answer to a review, written under it. */
export function ReviewReplyForm({ washerId, reviewId, reviewerName, onPosted, onCancel }: ReviewReplyFormProps) {
  const form = useForm<ReplyFormValues, unknown, ReplyFormOutput>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { text: '' },
  });
  const reply = useReplyToReview(washerId, reviewId);

  const onValid = async (input: ReplyFormOutput) => {
    try {
      await reply.mutateAsync(input);
      toast.success(reviewToasts.replied.title, { description: reviewToasts.replied.description });
      onPosted();
    } catch (error) {
      const message = serverMessage(error);
      if (error instanceof ApiError && message) form.setError('text', { message });
      toast.error(reviewToasts.replyFailed.title, { description: message ?? reviewToasts.replyFailed.description });
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
            <PendingLabel pending={reply.isPending} idle={texts.submit} busy={texts.busy} />
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={reply.isPending}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
