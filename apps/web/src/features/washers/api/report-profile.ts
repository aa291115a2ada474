import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ProfileReportInput } from '@sudsy/domain/profile-moderation';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { myProfileReportKey } from './get-my-profile-report';

/** A signed-in user reports a washer's profile; it stays up until an operator decides. */
export async function reportProfile(washerId: string, input: ProfileReportInput): Promise<void> {
  const body = await apiFetch(`/api/washers/${encodeURIComponent(washerId)}/report`, { method: 'POST', json: input });
  parseAnswer(z.object({ reported: z.literal(true) }), body);
}

/** On success the caller's report is read again, so the page shows "Reported" in place of the button. */
export function useReportProfile(washerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileReportInput) => reportProfile(washerId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileReportKey(washerId) }),
  });
}
