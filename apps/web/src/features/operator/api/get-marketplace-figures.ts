import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketplaceFiguresSchema, type MarketplaceFigures } from '@sudsy/domain/marketplace-figures';
import { apiFetch } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { operatorQueryKeys } from './operator-query-keys';

/**
 * The marketplace's figures over the last 12 weeks and 84 days. Anyone who is not an operator gets
 * a 404 ApiError, an operator without two-factor a 403 (`two_factor_required`).
 */
export async function getMarketplaceFigures(): Promise<MarketplaceFigures> {
  return parseAnswer(marketplaceFiguresSchema, await apiFetch('/api/operator/figures'));
}

export function marketplaceFiguresQueryOptions() {
  return queryOptions({ queryKey: operatorQueryKeys.figures, queryFn: getMarketplaceFigures });
}

/** The figures the Figures tab shows. */
export function useMarketplaceFigures() {
  return useQuery(marketplaceFiguresQueryOptions());
}
