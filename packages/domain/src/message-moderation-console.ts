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
