import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myVerificationSchema, type MyVerification, type VerificationDocumentKind } from '@sudsy/domain/verification';
import { parseAnswer } from '@/lib/parse-answer';
import { sendMultipart } from '@/lib/send-multipart';
import { myVerificationQueryKey } from './get-my-verification';

export type DocumentUpload = { kind: VerificationDocumentKind; file: File; onProgress?: (percent: number) => void };

/** Uploads or replaces one document (PUT /api/verification/documents/:kind), reporting progress. */
export async function uploadVerificationDocument({ kind, file, onProgress }: DocumentUpload): Promise<MyVerification> {
  const form = new FormData();
  form.append('file', file);
  const body = await sendMultipart({ method: 'PUT', path: `/api/verification/documents/${kind}`, form, onProgress });
  return parseAnswer(myVerificationSchema, body);
}

export function useUploadVerificationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVerificationDocument,
    onSuccess: (verification) => queryClient.setQueryData(myVerificationQueryKey, verification),
  });
}
