import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checklistSchema, type Checklist } from '@sudsy/domain/checklists';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { checklistPath } from './get-checklist';

/** The washer ticks a step done or not done; the answer is the checklist as it is now. */
export async function tickChecklist(appointmentId: string, key: string, done: boolean): Promise<Checklist> {
  const path = `${checklistPath(appointmentId)}/${encodeURIComponent(key)}`;
  return parseAnswer(checklistSchema, await apiFetch(path, { method: 'PUT', json: { done } }));
}

export function useTickChecklist(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, done }: { key: string; done: boolean }) => tickChecklist(appointmentId, key, done),
    onSuccess: (checklist) => queryClient.setQueryData(appointmentsQueryKeys.checklist(appointmentId), checklist),
  });
}
