// The operator console's Accounts section (docs/product.md, "Operators"): finding an account by
// email, and suspending it or lifting its suspension, in the words the console shows. The rules and
// the server's answers are in operator.ts; these are the screen's own texts.

/** The console's sections, each a tab kept in the address (`?tab=`); the audit log opens first. */
export const operatorTabs = ['audit', 'accounts', 'reports', 'figures', 'verification', 'disputes'] as const;
export type OperatorTab = (typeof operatorTabs)[number];
export const operatorTabLabels = {
  audit: 'Audit log',
  accounts: 'Accounts',
  reports: 'Reports',
  figures: 'Figures',
  verification: 'Verification',
  disputes: 'Disputes',
} as const satisfies Record<OperatorTab, string>;
export const isOperatorTab = (value: unknown): value is OperatorTab =>
  typeof value === 'string' && (operatorTabs as readonly string[]).includes(value);

export const operatorAccountTexts = {
  tabsLabel: 'Console sections',
  title: 'Accounts',
  description: 'Find an account by email to see it, suspend it, or lift its suspension.',
  searchLabel: 'Find an account by email',
  searchPlaceholder: 'olivia@example.com',
  searchHint: 'Any part of the address, at least 3 characters.',
  search: 'Search',
  searching: 'Searching...',
  prompt: 'Search for an account',
  promptHelp: 'The accounts whose email contains what you type are listed here, the exact match first.',
  noMatch: 'No account matches',
  noMatchHelp: 'Check the spelling, or type less of the address.',
  loadFailed: 'The accounts could not be loaded.',
  retry: 'Try again',
  resultsLabel: 'Accounts found',
  /** Beside the list on a wide screen before one is chosen. */
  choose: 'Choose an account to see its details.',
  back: 'Back to results',
  badges: { operator: 'Operator', suspended: 'Suspended' },
  facts: {
    email: 'Email',
    joined: 'Joined',
    role: 'Role',
    status: 'Status',
    since: 'Suspended since',
    reason: 'Reason',
  },
  active: 'Active',
  suspended: 'Suspended',
  suspend: 'Suspend account…',
  reinstate: 'Lift suspension…',
} as const;

/** How many accounts a search found, for the list's caption. */
export const accountsFoundText = (count: number) => (count === 1 ? '1 account found' : `${count} accounts found`);

/** A suspended account's badge: 'Suspended May 14, 2030' (the day in the operator's zone). */
export const suspendedBadgeText = (day: string) => `${operatorAccountTexts.badges.suspended} ${day}`;

/** The two dialogs, each saying in plain words what will happen before the operator confirms. */
export const accountActionTexts = {
  suspend: {
    title: (name: string) => `Suspend ${name}?`,
    description:
      'They cannot sign in, they are signed out everywhere, a washer disappears from search, and every booking still scheduled is cancelled with any payment refunded in full. The other side of each booking is told.',
    undo: 'You can lift the suspension later; cancelled bookings stay cancelled.',
    confirm: 'Suspend account',
    busy: 'Suspending...',
    done: 'Account suspended',
    doneDescription: (name: string) => `${name} is suspended. The audit log has the reason.`,
    failed: 'Could not suspend the account',
  },
  reinstate: {
    title: (name: string) => `Lift the suspension of ${name}?`,
    description:
      'They can sign in again, and a washer is found in search and on their public page again. Bookings cancelled by the suspension stay cancelled.',
    undo: null,
    confirm: 'Lift suspension',
    busy: 'Lifting...',
    done: 'Suspension lifted',
    doneDescription: (name: string) => `${name} can sign in again. The audit log has the reason.`,
    failed: 'Could not lift the suspension',
  },
  reasonLabel: 'Reason',
  reasonHint: 'Kept in the audit log with your email. The account is not told.',
  cancel: 'Cancel',
  failedFallback: 'Please try again.',
} as const;
export type AccountAction = 'suspend' | 'reinstate';
