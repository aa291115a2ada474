// What one user may keep and how fast they may change things, so that no account can grow without
// bound or flood the others (docs/product.md, "Limits"). Skills and certifications have theirs in
// washer-credentials.ts, request photos in request-create-api.ts, the gallery in gallery.ts.

/** Most of each a user may keep at once. */
export const userCaps = {
  vehicles: 20,
  /** Blocked times from today on; past ones do not count. */
  upcomingBlocks: 200,
} as const;

/**
 * How far ahead a date a person gives may lie (a wash, a quote's or a move's date, time off, a
 * search): a year, so a typo such as 2999 is caught where it is typed.
 */
export const maxDaysAhead = 366;

/** Most changes (any write) one signed-in user may make per minute, unless the server is configured otherwise. */
export const defaultWritesPerMinute = 120;

export const limitMessages = {
  vehicles: `You can keep up to ${userCaps.vehicles} vehicles. Remove one to add another.`,
  upcomingBlocks: `You can have up to ${userCaps.upcomingBlocks} blocked times ahead. Remove one to add another.`,
  tooFarAhead: 'Choose a date within the next year.',
  tooManyWrites: (seconds: number) =>
    `Too many changes in a short time. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;
