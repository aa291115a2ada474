import { queryOptions, useQuery } from '@tanstack/react-query';
import { checklistSchema, type Checklist } from '@sudsy/domain/checklists';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

export const checklistPath = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/checklist`;

/** The job's checklist, with when each step was ticked. */
export async function getChecklist(appointmentId: string): Promise<Checklist> {
  return parseAnswer(checklistSchema, await apiFetch(checklistPath(appointmentId)));
}

/** `follow`: the owner's page reads it again every 15 seconds while the job is in progress. */
export function useChecklist(appointmentId: string, { follow = false }: { follow?: boolean } = {}) {
  return useQuery(
    queryOptions({
      queryKey: appointmentsQueryKeys.checklist(appointmentId),
      queryFn: () => getChecklist(appointmentId),
      refetchInterval: follow ? 15_000 : false,
    }),
  );
}
