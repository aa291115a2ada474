import { useMutation } from '@tanstack/react-query';
import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import type { InstantBooking } from '@sudsy/domain/instant-booking';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** Books one of the washer's free starts at once (POST /api/washers/{id}/instant-bookings). */
export async function bookInstantly({ washerId, ...body }: InstantBooking & { washerId: string }): Promise<Booking> {
  return parseAnswer(
    bookingResponseSchema,
    await apiFetch(`/api/washers/${encodeURIComponent(washerId)}/instant-bookings`, { method: 'POST', json: body }),
  ).booking;
}

export function useBookInstantly() {
  return useMutation({ mutationFn: bookInstantly });
}
