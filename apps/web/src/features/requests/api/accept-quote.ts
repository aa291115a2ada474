import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { requestsQueryKeys } from './requests-query-keys';

/** Books a washer's quote; 409 when the washer is no longer free then or the request closed meanwhile. */
export async function acceptQuote({ requestId, washerId }: { requestId: string; washerId: string }): Promise<Booking> {
  const body = await apiFetch(
    `/api/quote-requests/${encodeURIComponent(requestId)}/quotes/${encodeURIComponent(washerId)}/accept`,
    { method: 'POST' },
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
