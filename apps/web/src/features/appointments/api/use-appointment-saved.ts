import { useQueryClient, type Query } from '@tanstack/react-query';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { appointmentsQueryKeys } from './appointments-query-keys';

/** Every read that counts or shows appointments (lists, dashboards, the schedule, ratings), not this page's own or the session. */
export function isOtherThanDetailOrSession(query: Query): boolean {
  const [feature, kind] = query.queryKey;
  if (feature === 'session') return false;
  return !(feature === appointmentsQueryKeys.all[0] && kind === 'detail');
}

/**
 * After a change to an appointment: its page shows the answer at once, and everything else that
 * counts appointments reads again when next shown.
 */
export function useAppointmentSaved() {
  const queryClient = useQueryClient();
  return (appointment: AppointmentDetail) => {
    queryClient.setQueryData(appointmentsQueryKeys.detail(appointment.id), appointment);
    void queryClient.invalidateQueries({ predicate: isOtherThanDetailOrSession });
  };
}
