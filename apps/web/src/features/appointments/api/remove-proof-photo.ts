import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proofPhotosSchema, type ProofPhotos } from '@sudsy/domain/photo-proof';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { proofPhotosPath } from './get-proof-photos';

/** The washer removes a photo of a job not yet completed. */
export async function removeProofPhoto(appointmentId: string, photoId: string): Promise<ProofPhotos['photos']> {
  const path = `${proofPhotosPath(appointmentId)}/${encodeURIComponent(photoId)}`;
  return parseAnswer(proofPhotosSchema, await apiFetch(path, { method: 'DELETE' })).photos;
}

export function useRemoveProofPhoto(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => removeProofPhoto(appointmentId, photoId),
    onSuccess: (photos) => queryClient.setQueryData(appointmentsQueryKeys.proofPhotos(appointmentId), photos),
  });
}
