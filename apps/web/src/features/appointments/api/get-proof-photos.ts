import { useQuery } from '@tanstack/react-query';
import { proofPhotosSchema, type ProofPhotos } from '@sudsy/domain/photo-proof';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { appointmentsQueryKeys } from './appointments-query-keys';

export const proofPhotosPath = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/proof-photos`;

/** The job's walkaround and after photos, the oldest first. */
export async function getProofPhotos(appointmentId: string): Promise<ProofPhotos['photos']> {
  return parseAnswer(proofPhotosSchema, await apiFetch(proofPhotosPath(appointmentId))).photos;
}

/** `follow`: the owner's page reads them again every 15 seconds while the washer is at the job. */
export function useProofPhotos(appointmentId: string, { follow = false }: { follow?: boolean } = {}) {
  return useQuery({
    queryKey: appointmentsQueryKeys.proofPhotos(appointmentId),
    queryFn: () => getProofPhotos(appointmentId),
    refetchInterval: follow ? 15_000 : false,
  });
}
