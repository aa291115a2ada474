import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockedTime } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { scheduleQueryKeys } from './schedule-query-keys';

export async function deleteBlock(id: string): Promise<void> {
  await apiFetch(`/api/schedule/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes a block, taking it off the list at once and putting it back if the server refuses. */
export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlock,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: scheduleQueryKeys.blocks });
      const previous = queryClient.getQueryData<BlockedTime[]>(scheduleQueryKeys.blocks);
      queryClient.setQueryData<BlockedTime[]>(scheduleQueryKeys.blocks, (blocks) =>
        blocks?.filter((block) => block.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(scheduleQueryKeys.blocks, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.blocks }),
  });
}
