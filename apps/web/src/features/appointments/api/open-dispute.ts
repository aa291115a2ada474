import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeResponseSchema, type DisputeOpenInput, type DisputeResponse } from '@sudsy/domain/disputes';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { sendMultipart } from '@/lib/send-multipart';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { disputePath } from './get-dispute';

export type PhotoProgress = { photo: number; of: number; percent: number };

/**
 * The owner reports a problem, then its photos go up one by one (each shrunk first), with how far
 * the current one has got. A photo that fails leaves the report sent: the card offers to add it again.
 */
export async function openDispute(
  appointmentId: string,
  input: DisputeOpenInput,
  photos: readonly File[],
  onProgress: (progress: PhotoProgress) => void = () => undefined,
): Promise<DisputeResponse> {
  let answer = parseAnswer(
    disputeResponseSchema,
    await apiFetch(disputePath(appointmentId), { method: 'POST', json: input }),
  );
  for (const [index, photo] of photos.entries())
    answer = await addDisputePhoto(appointmentId, photo, (percent) =>
      onProgress({ photo: index + 1, of: photos.length, percent }),
    );
  return answer;
}

export async function addDisputePhoto(
  appointmentId: string,
  photo: File,
  onProgress?: (percent: number) => void,
): Promise<DisputeResponse> {
  const form = new FormData();
  form.append('file', await shrinkPhoto(photo));
  const path = `${disputePath(appointmentId)}/photos`;
  return parseAnswer(disputeResponseSchema, await sendMultipart({ method: 'POST', path, form, onProgress }));
}

export function useOpenDispute(appointmentId: string, onProgress?: (progress: PhotoProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, photos }: { input: DisputeOpenInput; photos: readonly File[] }) =>
      openDispute(appointmentId, input, photos, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKeys.dispute(appointmentId) }),
  });
}
