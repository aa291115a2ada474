/** Every cached answer of the operator console sits under 'operator'. */
export const operatorQueryKeys = {
  all: ['operator'] as const,
  audit: ['operator', 'audit'] as const,
  /** The queue of reported reviews. */
  reports: ['operator', 'reports'] as const,
  /** The queue of reported messages (asked again with the reviews'). */
  reportedMessages: ['operator', 'reports', 'messages'] as const,
  reportedProfiles: ['operator', 'reports', 'profiles'] as const,
  /** Every search of the Accounts section, whatever its text. */
  accounts: ['operator', 'accounts'] as const,
  accountSearch: (email: string) => ['operator', 'accounts', email] as const,
  /** The marketplace's figures. */
  figures: ['operator', 'figures'] as const,
  /** Washers' documents waiting for review, and each washer's submission. */
  verifications: ['operator', 'verifications'] as const,
  verification: (washerId: string) => ['operator', 'verifications', washerId] as const,
};
