import type { AppointmentStatus } from '@sudsy/domain/schedule-rules';

export const appointmentsQueryKeys = {
  all: ['appointments'] as const,
  tab: (status: AppointmentStatus) => ['appointments', 'list', status] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
  receipt: (id: string) => ['appointments', 'receipt', id] as const,
  // Under 'appointments': completing or cancelling the job moves its money, so it is read again.
  payment: (id: string) => ['appointments', 'payment', id] as const,
  // Under 'appointments': a change to one of its washes (a new time, a cancellation) reads the series again too.
  series: (id: string) => ['appointments', 'series', id] as const,
  // Under 'appointments': completing or cancelling the job ends its day too.
  day: (id: string) => ['appointments', 'day', id] as const,
  // Under 'appointments': a new time asks the owner again.
  attendance: (id: string) => ['appointments', 'attendance', id] as const,
  // Under 'appointments': completing the job freezes its checklist.
  checklist: (id: string) => ['appointments', 'checklist', id] as const,
  // Under 'appointments': completing the job keeps its photos, read again with the rest.
  proofPhotos: (id: string) => ['appointments', 'proof-photos', id] as const,
  // Under 'appointments': a problem reported with the job, read again with the rest.
  dispute: (id: string) => ['appointments', 'dispute', id] as const,
  // Under 'appointments': the request of a booking its washer cancelled, for the owner's next step.
  request: (requestId: string) => ['appointments', 'request', requestId] as const,
};
