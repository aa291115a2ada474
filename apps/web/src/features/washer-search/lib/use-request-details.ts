import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { requestDetailsSchema } from '@sudsy/domain/quote-request';
import { withMissingFieldTexts } from '@/lib/request-field-texts';
import type { RequestPrefill } from '@/lib/search-params';
import { useRequestPhotos } from '@/lib/use-request-photos';

export type RequestDetailsValues = z.input<typeof requestDetailsSchema>;
export type RequestDetailsOutput = z.output<typeof requestDetailsSchema>;

// The Create Service Request form's rules and its plain words beside an empty field.
const resolver = withMissingFieldTexts<RequestDetailsValues, RequestDetailsOutput>(zodResolver(requestDetailsSchema), [
  'vehicleId',
  'preferredDate',
  'preferredTime',
]);

/**
 * What the wizard asks before sending (vehicle, date, time, notes, photos). The vehicle and notes
 * start as the link gave them (Book again), the date as step 1's, following it until the owner
 * picks one here. Photos upload as soon as they are picked and
 * are deleted if the wizard goes away unsent (see useRequestPhotos).
 */
export function useRequestDetails(searchDate: string | null, prefill: RequestPrefill) {
  const form = useForm<RequestDetailsValues, unknown, RequestDetailsOutput>({
    resolver,
    defaultValues: { ...prefill, preferredDate: searchDate ?? '', preferredTime: '', photoIds: [] },
  });
  const photos = useRequestPhotos();

  useEffect(() => {
    if (!form.getFieldState('preferredDate').isDirty) form.setValue('preferredDate', searchDate ?? '');
  }, [form, searchDate]);

  return { form, photos };
}

export type RequestDetails = ReturnType<typeof useRequestDetails>;
