import { useMutation } from '@tanstack/react-query';
import { appointmentDetailResponseSchema, type AppointmentDetail } from '@sudsy/domain/appointment';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { useAppointmentSaved } from './use-appointment-saved';

/** The owner allows, or stops allowing, the job's photos in the washer's public portfolio. */
export async function setPortfolioConsent(id: string, consent: boolean): Promise<AppointmentDetail> {
  const body = await apiFetch(`/api/appointments/${encodeURIComponent(id)}/portfolio-consent`, {
    method: 'PUT',
    json: { consent },
  });
  return parseAnswer(appointmentDetailResponseSchema, body).appointment;
}

export function useSetPortfolioConsent(id: string) {
  const saved = useAppointmentSaved();
  return useMutation({ mutationFn: (consent: boolean) => setPortfolioConsent(id, consent), onSuccess: saved });
}
