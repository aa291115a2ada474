import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarResponseSchema, type Account } from '@sudsy/domain/account';
import { parseAnswer } from '@/lib/parse-answer';
import { sendMultipart } from '@/lib/send-multipart';
import { sessionQueryKey } from '@/lib/session';
import { accountQueryKey } from './get-account';

/** Replaces the profile photo; answers with the new photo's URL. */
export async function uploadAvatar(photo: File, onProgress?: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.set('photo', photo);
  return parseAnswer(
    avatarResponseSchema,
    await sendMultipart({ method: 'PUT', path: '/api/account/avatar', form, onProgress }),
  ).image;
}

export function useUploadAvatar(onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File) => uploadAvatar(photo, onProgress),
    onSuccess: async (image) => {
      queryClient.setQueryData<Account>(accountQueryKey, (account) => (account ? { ...account, image } : account));
      // The header's avatar comes from the session.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
