/** Every cached answer about the owner's quote requests sits under 'quote-requests'. */
export const requestsQueryKeys = {
  all: ['quote-requests'] as const,
  list: ['quote-requests', 'list'] as const,
  detail: (id: string) => ['quote-requests', 'detail', id] as const,
};
