import { useMutation } from '@tanstack/react-query';
import { appointmentDetailResponseSchema, type AppointmentDetail } from '@sudsy/domain/appointment';
import { parseAnswer } from '@/lib/parse-answer';
import { sendMultipart } from '@/lib/send-multipart';
import { useAppointmentSaved } from './use-appointment-saved';

export type CompletionPhotos = { id: string; before: File | null; after: File | null };

/** The washer marks the job completed, sending its before and after photos when chosen. */
export async function completeAppointment(
  { id, before, after }: CompletionPhotos,
  onProgress?: (percent: number) => void,
): Promise<AppointmentDetail> {
  const form = new FormData();
  if (before) form.set('before', before);
  if (after) form.set('after', after);
  const body = await sendMultipart({
    method: 'POST',
    path: `/api/appointments/${encodeURIComponent(id)}/complete`,
    form,
    onProgress,
  });
  return parseAnswer(appointmentDetailResponseSchema, body).appointment;
}

export function useCompleteAppointment(onProgress?: (percent: number) => void) {
  const saved = useAppointmentSaved();
  return useMutation({
    mutationFn: (photos: CompletionPhotos) => completeAppointment(photos, onProgress),
    onSuccess: saved,
  });
}
