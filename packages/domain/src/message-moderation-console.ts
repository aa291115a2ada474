// The operator console's reported messages (docs/product.md, "Operators"), in the words the console
// shows. The rules and the server's answers are in message-moderation.ts.

export const reportedMessagesConsoleTexts = {
  title: 'Reported messages',
  description: 'Messages owners and washers reported in their conversations, the longest waiting first.',
  loading: 'Loading...',
  loadFailed: 'The reported messages could not be loaded.',
  empty: 'No reported message.',
  listLabel: 'Reported messages, longest waiting first',
  heading: (sender: string, receiver: string) => `${sender} to ${receiver}`,
  contextLabel: (sender: string, receiver: string) => `The conversation between ${sender} and ${receiver}`,
  reported: 'Reported',
  reportsHeading: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  reportedBy: (reporter: string) => `Reported by ${reporter}`,
} as const;

/** The two decisions' buttons and dialogs, each saying in plain words what will happen. */
export const messageDecisionTexts = {
  hide: {
    button: 'Remove message…',
    buttonSuffix: (sender: string) => `from ${sender}`,
    title: (sender: string) => `Remove the message from ${sender}?`,
    description:
      'Both people read "This message was removed by Sudsy" in its place. Its reporters and its sender are told, with your reason.',
    confirm: 'Remove message',
    busy: 'Removing...',
    done: 'Message removed',
  },
  keep: {
    button: 'Keep message…',
    buttonSuffix: (sender: string) => `from ${sender}`,
    title: (sender: string) => `Keep the message from ${sender}?`,
    description: 'The message stays. Its reporters are told, with your reason.',
    confirm: 'Keep message',
    busy: 'Keeping...',
    done: 'Message kept',
  },
  reasonLabel: 'Reason',
  reasonHint: 'Sent with the decision and kept in the audit log with your email.',
  cancel: 'Cancel',
  failedFallback: 'The decision could not be saved. Check your connection and try again.',
} as const;

/** The Reports tab's reported washer profiles. */
export const reportedProfilesConsoleTexts = {
  title: 'Reported profiles',
  description: "Washers' public pages that people reported, the longest waiting first.",
  loading: 'Loading...',
  loadFailed: 'The reported profiles could not be loaded.',
  empty: 'No reported profile.',
  listLabel: 'Reported profiles, longest waiting first',
  noBio: 'No description.',
  account: (name: string, email: string) => `Account: ${name} · ${email}`,
  suspended: 'Suspended',
  /** Suspension lives in Accounts only: the card sends the operator there. */
  suspendHint: 'To suspend the washer, find this email in Accounts, then close the reports here.',
  openAccounts: 'Open Accounts',
  reportsHeading: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  reportedBy: (reporter: string) => `Reported by ${reporter}`,
} as const;

export const profileDecisionTexts = {
  keep: {
    button: 'Keep profile…',
    title: (washer: string) => `Keep the profile of ${washer}?`,
    description: 'The profile stays. Its reporters are told, with your reason.',
    confirm: 'Keep profile',
    busy: 'Keeping...',
    done: 'Profile kept',
  },
  suspended: {
    button: 'Close as suspended…',
    title: (washer: string) => `Close the reports of ${washer} as suspended?`,
    description: 'For a washer you suspended in Accounts. Its reporters are told, with your reason.',
    confirm: 'Close reports',
    busy: 'Closing...',
    done: 'Reports closed',
  },
  reasonLabel: 'Reason',
  reasonHint: 'Sent with the decision and kept in the audit log with your email.',
  cancel: 'Cancel',
  failedFallback: 'The decision could not be saved. Check your connection and try again.',
} as const;
