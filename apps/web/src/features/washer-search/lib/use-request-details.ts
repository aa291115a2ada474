import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { requestDetailsSchema } from '@sudsy/domain/quote-request';
import { requestTimeForWindow } from '@sudsy/domain/request-prefill';
import { withMissingFieldTexts } from '@/lib/request-field-texts';
import type { RequestPrefill, TimeWindowChoice } from '@/lib/search-params';
import { useRequestPhotos } from '@/lib/use-request-photos';

export type RequestDetailsValues = z.input<typeof requestDetailsSchema>;
export type RequestDetailsOutput = z.output<typeof requestDetailsSchema>;

// The Create Service Request form's rules and its plain words beside an empty field.
const resolver = withMissingFieldTexts<RequestDetailsValues, RequestDetailsOutput>(zodResolver(requestDetailsSchema), [
  'vehicleId',
  'preferredDate',
  'preferredTime',
]);

type When = 'preferredDate' | 'preferredTime';

/**
 * What the wizard asks before sending (vehicle, date, time, notes, photos). The vehicle and notes
 * start as the link gave them (Book again); the date as step 1's and the time at the start of step
 * 1's window (requestTimeForWindow), each following the search until the owner picks one here or
 * asks for a washer's free start (`askFor`). Photos upload as soon as they are picked and are
 * deleted if the wizard goes away unsent (see useRequestPhotos).
 */
export function useRequestDetails(
  searchDate: string | null,
  searchWindow: TimeWindowChoice | null,
  prefill: RequestPrefill,
) {
  const searchTime = searchWindow ? (requestTimeForWindow(searchWindow) ?? '') : '';
  const form = useForm<RequestDetailsValues, unknown, RequestDetailsOutput>({
    resolver,
    defaultValues: { ...prefill, preferredDate: searchDate ?? '', preferredTime: searchTime, photoIds: [] },
  });
  const photos = useRequestPhotos();
  // The owner's own picks: a pick equal to the search's leaves the field clean, yet is still theirs.
  const chosen = useRef<Record<When, boolean>>({ preferredDate: false, preferredTime: false });

  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (type === 'change' && (name === 'preferredDate' || name === 'preferredTime')) chosen.current[name] = true;
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!chosen.current.preferredDate && !form.getFieldState('preferredDate').isDirty)
      form.setValue('preferredDate', searchDate ?? '');
  }, [form, searchDate]);

  useEffect(() => {
    if (!chosen.current.preferredTime && !form.getFieldState('preferredTime').isDirty)
      form.setValue('preferredTime', searchTime);
  }, [form, searchTime]);

  /** The owner asks for this date and time (a card's free start): theirs from now on. */
  const askFor = (date: string, time: string) => {
    chosen.current = { preferredDate: true, preferredTime: true };
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('preferredDate', date, options);
    form.setValue('preferredTime', time, options);
  };

  return { form, photos, askFor };
}

export type RequestDetails = ReturnType<typeof useRequestDetails>;
