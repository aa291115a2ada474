import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authToasts } from '@sudsy/domain/auth-messages';
import { ApiError, apiFetch } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

// These answers mean there is no session left to end, which is what signing out wants.
const alreadySignedOut = new Set([401, 403, 404]);

export async function signOut(): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
  } catch (error) {
    if (error instanceof ApiError && alreadySignedOut.has(error.status)) return;
    throw error;
  }
}

/** Signs out, leaves for the landing page, forgets every cached answer of the account and confirms. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // The departure for '/' is on screen (flushSync) before the session is cleared, so the
      // guard of the page being left lets it go instead of sending the visitor to /login.
      const leaving = navigate('/', { flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
      await leaving;
      toast.success(authToasts.loggedOut.title, { description: authToasts.loggedOut.description });
    },
    onError: () => {
      toast.error('Could not log out', { description: 'Please check your connection and try again.' });
    },
  });
}
