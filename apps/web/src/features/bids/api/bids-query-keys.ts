/** Every cached answer about the washer's bids sits under 'bids'. */
export const bidsQueryKeys = {
  all: ['bids'] as const,
  available: ['bids', 'available'] as const,
  mine: ['bids', 'mine'] as const,
};
