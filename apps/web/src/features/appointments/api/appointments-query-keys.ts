export const appointmentsQueryKeys = {
  all: ['appointments'] as const,
  list: ['appointments', 'list'] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
};
