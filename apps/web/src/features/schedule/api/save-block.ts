import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockedTimeSchema, type BlockedTime, type BlockTimeOff } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

export type SaveBlockInput = { id: string; block: Omit<BlockTimeOff, 'timeZone'> };

/** Blocks time under `id`; the same id again replaces that block. The server answers 409 on overlap. */
export async function saveBlock({ id, block }: SaveBlockInput): Promise<BlockedTime> {
  const body = await apiFetch(`/api/schedule/blocks/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: { ...block, timeZone: browserTimeZone() },
  });
  return parseAnswer(blockedTimeSchema, body);
}

export function useSaveBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.blocks }),
  });
}
