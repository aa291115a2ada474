import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportQueueSchema } from '@sudsy/domain/moderation';
import type { ProfileDecision, ReportedProfile } from '@sudsy/domain/profile-moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

export type DecideProfileInput = ProfileDecision & { washerId: string };

/** Keeps a reported profile, or closes its reports once the washer is suspended; answers the queue. */
export async function decideProfile({ washerId, decision, reason }: DecideProfileInput): Promise<ReportedProfile[]> {
  const body = await apiFetch(`/api/operator/reports/profiles/${encodeURIComponent(washerId)}/decision`, {
    method: 'POST',
    json: { decision, reason },
  });
  return parseAnswer(reportQueueSchema, body).profiles;
}

export function useDecideProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProfile,
    onSuccess: (queue) => {
      queryClient.setQueryData(operatorQueryKeys.reportedProfiles, queue);
      void queryClient.invalidateQueries({ queryKey: operatorQueryKeys.audit });
    },
  });
}
