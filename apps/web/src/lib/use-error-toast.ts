import { useEffect } from 'react';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/error-message';

type FailedRead = { isError: boolean; error: unknown; errorUpdatedAt: number };

/**
 * Toasts a failed read once per failure (the product names toasts for failed loads), with the
 * server's message or `fallback`; a retry that fails again toasts again.
 */
export function useErrorToast(read: FailedRead, title: string, fallback: string): void {
  const { isError, error, errorUpdatedAt } = read;
  useEffect(() => {
    if (!isError) return;
    toast.error(title, { id: `${title}-${errorUpdatedAt}`, description: serverMessage(error) ?? fallback });
  }, [isError, error, errorUpdatedAt, title, fallback]);
}
