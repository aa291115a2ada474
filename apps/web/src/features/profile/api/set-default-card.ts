import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethods } from '@sudsy/domain/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { paymentMethodsQueryKey } from '@/lib/payment-methods';

export async function setDefaultCard(id: string): Promise<void> {
  await apiFetch(`/api/payment-methods/${encodeURIComponent(id)}/default`, { method: 'PUT' });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCard,
    onSuccess: (_, id) =>
      queryClient.setQueryData<PaymentMethods>(paymentMethodsQueryKey, (methods) =>
        methods
          ? { ...methods, cards: methods.cards.map((card) => ({ ...card, isDefault: card.id === id })) }
          : undefined,
      ),
  });
}
