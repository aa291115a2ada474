// The operator console's Reports section (docs/product.md, "Operators"): the reviews owners and
// washers reported, and the operator's decision about each, in the words the console shows. The
// rules and the server's answers are in moderation.ts; these are the screen's own texts.

export const reportsConsoleTexts = {
  title: 'Reported reviews',
  description: 'Reviews that owners and washers reported, the longest waiting first.',
  loading: 'Loading...',
  loadFailed: 'The reported reviews could not be loaded.',
  empty: 'Nothing to review.',
  emptyHelp: 'Reports from owners and washers land here.',
  listLabel: 'Reported reviews, longest waiting first',
  waiting: (count: number) => (count === 1 ? '1 review waiting' : `${count} reviews waiting`),
  /** The queue holds `reportQueueSize` reviews at most: decided ones make room for the next. */
  queueFull: (size: number) => `The ${size} longest waiting are shown; more come as you decide these.`,
  /** Before the author's name. */
  reviewBy: 'by',
  noComment: 'No comment, stars only.',
  replyFrom: (washer: string) => `Response from ${washer}`,
  reportsHeading: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  reportsLabel: (washer: string) => `Reports of the review of ${washer}`,
  reportedBy: (reporter: string) => `Reported by ${reporter}`,
} as const;

/** The two decisions' buttons and dialogs, each saying in plain words what will happen. */
export const reviewDecisionTexts = {
  hide: {
    button: 'Hide review…',
    /** Read after the button's words, so its name begins with what it shows (WCAG 2.5.3). */
    buttonSuffix: (washer: string) => `of ${washer}`,
    title: (washer: string) => `Hide the review of ${washer}?`,
    description:
      "The review leaves the washer's page and their rating. Its reporters and its author are told, with your reason.",
    confirm: 'Hide review',
    busy: 'Hiding...',
    done: 'Review hidden',
    doneDescription: (washer: string) => `The review of ${washer} is hidden. Its reporters and its author are told.`,
  },
  keep: {
    button: 'Keep review…',
    buttonSuffix: (washer: string) => `of ${washer}`,
    title: (washer: string) => `Keep the review of ${washer}?`,
    description: 'The review stays. Its reporters are told, with your reason.',
    confirm: 'Keep review',
    busy: 'Keeping...',
    done: 'Review kept',
    doneDescription: (washer: string) => `The review of ${washer} stays. Its reporters are told.`,
  },
  reasonLabel: 'Reason',
  reasonHint: 'Sent with the decision and kept in the audit log with your email.',
  cancel: 'Cancel',
  failedFallback: 'The decision could not be saved. Check your connection and try again.',
} as const;
