import { useQuery } from '@tanstack/react-query';
import { getQuoteRequest } from '@/lib/quote-requests';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** The owner's request of a booking its washer cancelled: the quotes still standing on it. */
export function useBookingRequest(requestId: string) {
  return useQuery({ queryKey: appointmentsQueryKeys.request(requestId), queryFn: () => getQuoteRequest(requestId) });
}
