import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { reviewCommentMaxLength, reviewInputSchema, reviewToasts, type ReviewInput } from '@sudsy/domain/review';
import { PendingLabel } from '@/components/pending-label';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { useCreateReview } from '../api/create-review';
import { StarRatingInput } from './star-rating-input';

type RatingFormValues = z.input<typeof reviewInputSchema>;
type RatingFormOutput = z.output<typeof reviewInputSchema>;

/** Stars (required) and an optional review, sent once. */
export function RatingForm({ appointmentId }: { appointmentId: string }) {
  const ids = { rating: useId(), comment: useId() };
  const form = useForm<RatingFormValues, unknown, RatingFormOutput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { comment: '' },
  });
  const create = useCreateReview(appointmentId);
  const ratingError = form.formState.errors.rating?.message;
  const commentError = form.formState.errors.comment?.message;

  const onValid = async (input: ReviewInput) => {
    try {
      await create.mutateAsync(input);
      toast.success(reviewToasts.submitted.title, { description: reviewToasts.submitted.description });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.rating) form.setError('rating', { message: fields.rating });
      if (fields.comment) form.setError('comment', { message: fields.comment });
      toast.error(reviewToasts.failed.title, { description: serverMessage(error) ?? reviewToasts.failed.description });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
      <fieldset className="grid gap-2" aria-describedby={ratingError ? `${ids.rating}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Your rating</legend>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              invalid={ratingError !== undefined}
              disabled={create.isPending}
            />
          )}
        />
        {ratingError ? (
          <p id={`${ids.rating}-error`} className="text-sm text-destructive">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={ids.comment}>Review (optional)</Label>
        <Textarea
          id={ids.comment}
          rows={4}
          maxLength={reviewCommentMaxLength}
          placeholder="How did it go? Other owners read this on the washer's page."
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${ids.comment}-error` : undefined}
          disabled={create.isPending}
          {...form.register('comment')}
        />
        {commentError ? (
          <p id={`${ids.comment}-error`} className="text-sm text-destructive">
            {commentError}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <PendingLabel pending={create.isPending} idle="Submit Review" busy="Submitting..." />
      </Button>
    </form>
  );
}
