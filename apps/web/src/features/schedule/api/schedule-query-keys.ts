/** Every cached answer of the schedule API sits under 'schedule', so a save can refresh the lot. */
export const scheduleQueryKeys = {
  all: ['schedule'] as const,
  workingHours: ['schedule', 'working-hours'] as const,
  blocks: ['schedule', 'blocks'] as const,
  appointments: ['schedule', 'appointments'] as const,
  calendarFeed: ['schedule', 'calendar-feed'] as const,
  jobDay: (appointmentId: string) => ['schedule', 'job-day', appointmentId] as const,
  bookingTerms: (appointmentId: string) => ['schedule', 'booking-terms', appointmentId] as const,
};
