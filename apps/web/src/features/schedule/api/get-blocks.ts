import { queryOptions, useQuery } from '@tanstack/react-query';
import { blockedTimesSchema, type BlockedTime } from '@sudsy/domain/schedule-schemas';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { scheduleQueryKeys } from './schedule-query-keys';

/** The washer's blocked time from today on, in date order. */
export async function getBlocks(): Promise<BlockedTime[]> {
  return parseAnswer(blockedTimesSchema, await apiFetch('/api/schedule/blocks')).blocks;
}

export function blocksQueryOptions() {
  return queryOptions({ queryKey: scheduleQueryKeys.blocks, queryFn: getBlocks });
}

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}
