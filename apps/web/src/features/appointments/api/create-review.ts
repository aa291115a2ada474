import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { reviewSchema, type Review, type ReviewInput } from '@sudsy/domain/review';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { isOtherThanDetailOrSession } from './use-appointment-saved';

/** The owner rates a completed appointment, once. */
export async function createReview(appointmentId: string, input: ReviewInput): Promise<Review> {
  const body = await apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}/review`, {
    method: 'POST',
    json: input,
  });
  return parseAnswer(z.object({ review: reviewSchema }), body).review;
}

export function useCreateReview(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(appointmentId, input),
    onSuccess: (review) => {
      queryClient.setQueryData<AppointmentDetail>(
        appointmentsQueryKeys.detail(appointmentId),
        (appointment) => appointment && { ...appointment, review },
      );
      // The list shows the stars; ratings elsewhere (washer cards, Top Washers) read again when next shown.
      void queryClient.invalidateQueries({ predicate: isOtherThanDetailOrSession });
    },
  });
}
