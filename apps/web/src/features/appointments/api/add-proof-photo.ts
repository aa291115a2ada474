import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proofPhotosSchema, type ProofPhotoFields, type ProofPhotos } from '@sudsy/domain/photo-proof';
import { parseAnswer } from '@/lib/parse-answer';
import { sendMultipart } from '@/lib/send-multipart';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { appointmentsQueryKeys } from './appointments-query-keys';
import { proofPhotosPath } from './get-proof-photos';

/** Sends one photo of the job, made small on the phone first; the answer is every photo of it. */
export async function addProofPhoto(
  appointmentId: string,
  fields: ProofPhotoFields,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ProofPhotos['photos']> {
  const form = new FormData();
  form.set('kind', fields.kind);
  if (fields.kind === 'walkaround') form.set('angle', fields.angle);
  form.set('file', await shrinkPhoto(file));
  const body = await sendMultipart({ method: 'POST', path: proofPhotosPath(appointmentId), form, onProgress });
  return parseAnswer(proofPhotosSchema, body).photos;
}

export function useAddProofPhoto(appointmentId: string, onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: ProofPhotoFields; file: File }) =>
      addProofPhoto(appointmentId, fields, file, onProgress),
    onSuccess: (photos) => queryClient.setQueryData(appointmentsQueryKeys.proofPhotos(appointmentId), photos),
  });
}
