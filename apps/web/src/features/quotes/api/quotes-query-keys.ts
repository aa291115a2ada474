/** Every cached answer about the washer's quotes sits under 'quotes'. */
export const quotesQueryKeys = {
  all: ['quotes'] as const,
  available: ['quotes', 'available'] as const,
  mine: ['quotes', 'mine'] as const,
};
