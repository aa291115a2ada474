import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedOutSessionsResponseSchema, type DeviceSession } from '@sudsy/domain/account';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { deviceSessionsQueryKey } from './get-device-sessions';

/** Ends every session of the user but this one; answers how many ended. */
export async function signOutOtherSessions(): Promise<number> {
  return parseAnswer(
    signedOutSessionsResponseSchema,
    await apiFetch('/api/account/sessions/sign-out-others', { method: 'POST' }),
  ).signedOut;
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<DeviceSession[]>(deviceSessionsQueryKey, (sessions) =>
        sessions?.filter((session) => session.current),
      );
    },
  });
}
