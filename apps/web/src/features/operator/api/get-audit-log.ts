import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage } from '@sudsy/domain/operator';
import { apiFetch } from '@/lib/api-client';
import { cursorPages, pagePath } from '@/lib/cursor-pages';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/**
 * A page of the operator audit log, newest first, after `cursor`. Anyone who is not an operator
 * gets a 404 ApiError, an operator without two-factor a 403 (`two_factor_required`).
 */
export async function getAuditLog(cursor: string | null): Promise<AuditPage> {
  return parseAnswer(auditPageSchema, await apiFetch(pagePath('/api/operator/audit', cursor)));
}

export function auditLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: operatorQueryKeys.audit,
    queryFn: ({ pageParam }) => getAuditLog(pageParam),
    ...cursorPages,
  });
}

/** The log's pages loaded so far; `fetchNextPage` loads older entries while `hasNextPage`. */
export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
