import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import type { AcceptQuote } from '@sudsy/domain/repeat-series';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

/** Books a washer's quote, once or repeated; 409 when the washer is no longer free then or the request closed meanwhile. */
export async function acceptQuote({
  requestId,
  washerId,
  ...json
}: AcceptQuote & { requestId: string; washerId: string }): Promise<Booking> {
  const body = await apiFetch(
    `/api/quote-requests/${encodeURIComponent(requestId)}/quotes/${encodeURIComponent(washerId)}/accept`,
    { method: 'POST', json },
  );
  return parseAnswer(bookingResponseSchema, body).booking;
}

export function useAcceptQuote() {
  const queryClient = useQueryClient();
  // A refusal may mean the quotes changed too, so the request is read again either way.
  return useMutation({
    mutationFn: acceptQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKeys.all }),
  });
}
