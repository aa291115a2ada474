import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { bookingResponseSchema, type Booking } from '@sudsy/domain/booking';
import type { InstantBooking } from '@sudsy/domain/instant-booking';
import { seriesConflictSchema, type SeriesConflict } from '@sudsy/domain/repeat-series';
import { ApiError, apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';

/** Books one of the washer's free starts at once (POST /api/washers/{id}/instant-bookings). */
export async function bookInstantly({ washerId, ...body }: InstantBooking & { washerId: string }): Promise<Booking> {
  return parseAnswer(
    bookingResponseSchema,
    await apiFetch(`/api/washers/${encodeURIComponent(washerId)}/instant-bookings`, { method: 'POST', json: body }),
  ).booking;
}

/** The dates of a repeat that clash, when the booking was refused for them (409 series_conflict). */
export function seriesConflictsOf(error: unknown): SeriesConflict[] | null {
  if (!(error instanceof ApiError) || error.code !== 'series_conflict') return null;
  return z.array(seriesConflictSchema).safeParse(error.details.conflicts).data ?? null;
}

export function useBookInstantly() {
  return useMutation({ mutationFn: bookInstantly });
}
