import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentMethodsQueryKey } from '@/lib/payment-methods';

export async function removeCard(id: string): Promise<void> {
  await apiFetch(`/api/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removing a card may make another the default, which only the server knows: the list is read again. */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
