// Reported washer profiles (docs/product.md, "Operators"): a signed-in user reports a washer's public
// page; an operator keeps it, or suspends the washer in the Accounts tab (the one suspension there
// is) and then closes the reports as "suspended". Either way with a reason, and the reporters told.
import { z } from 'zod';
import { operatorReasonSchema } from './operator';
import { reviewReportReasons } from './review';

export const profileReportReasons = {
  'fake-business': 'Not a real business',
  'misleading-photos': 'Misleading photos',
  offensive: reviewReportReasons.offensive,
  other: reviewReportReasons.other,
} as const;
export type ProfileReportReason = keyof typeof profileReportReasons;
const reasonKeys = Object.keys(profileReportReasons) as [ProfileReportReason, ...ProfileReportReason[]];

export const profileReportDetailsMaxLength = 1000;

export const profileReportMessages = {
  reasonRequired: 'Choose why you are reporting this profile.',
  detailsTooLong: `Keep the details under ${profileReportDetailsMaxLength.toLocaleString('en-US')} characters.`,
  alreadyReported: 'You have already reported this profile. Thank you, we are looking into it.',
  ownProfile: 'You cannot report your own profile.',
  nothingToDecide: 'This profile has no open report: it was decided already.',
  notSuspended: 'Suspend the washer in the Accounts tab first, then close the reports.',
} as const;

/** POST /api/washers/:id/report: any signed-in user but the washer, once per washer. */
export const profileReportInputSchema = z.object({
  reason: z.enum(reasonKeys, { error: profileReportMessages.reasonRequired }),
  details: z.string().trim().max(profileReportDetailsMaxLength, profileReportMessages.detailsTooLong).default(''),
});
export type ProfileReportInput = z.input<typeof profileReportInputSchema>;

/** Keep the profile, or close the reports of a washer the operator suspended in Accounts. */
export const profileModerationDecisions = ['keep', 'suspended'] as const;
export type ProfileModerationDecision = (typeof profileModerationDecisions)[number];

/** POST /api/operator/reports/profiles/:washerId/decision. */
export const profileDecisionSchema = operatorReasonSchema.extend({
  decision: z.enum(profileModerationDecisions, 'Choose to keep the profile or close it as suspended.'),
});
export type ProfileDecision = z.infer<typeof profileDecisionSchema>;

/** One reported washer in the operator's queue: the profile as its page shows it, and its open reports. */
export const reportedProfileSchema = z.object({
  washer: z.object({
    id: z.string(),
    businessName: z.string(),
    bio: z.string(),
    /** The account, to find it in the Accounts tab. */
    accountName: z.string(),
    email: z.string(),
    suspended: z.boolean(),
  }),
  reports: z.array(
    z.object({
      id: z.uuid(),
      reason: z.enum(reasonKeys),
      details: z.string(),
      reporter: z.object({ id: z.string(), name: z.string() }),
      at: z.iso.datetime(),
    }),
  ),
});
export type ReportedProfile = z.infer<typeof reportedProfileSchema>;

/** The Report action on a washer's public page, and its dialog. */
export const profileReportTexts = {
  button: 'Report this profile',
  title: 'Report this profile',
  description: 'Tell us what is wrong with this profile. It stays up while we look into it.',
  reason: 'Reason',
  details: 'Details (optional)',
  submit: 'Send report',
  busy: 'Sending...',
  done: { title: 'Profile Reported', description: 'Thank you. We will look into it and tell you what we decide.' },
  failed: { title: 'Report Failed', description: 'Your report could not be sent. Please try again.' },
} as const;

/** What the reporters are told, mail and bell alike. */
export const profileModerationNoticeTexts = {
  subject: (decision: ProfileModerationDecision, washer: string) =>
    decision === 'suspended'
      ? `We suspended ${washer}, whose profile you reported`
      : `We looked at the profile of ${washer} you reported`,
  intro: (decision: ProfileModerationDecision, reason: string) =>
    decision === 'suspended'
      ? `Thank you for telling us. The washer's account is suspended and no longer found. Our reason: ${reason}`
      : `Thank you for telling us. We kept the profile: it follows our rules as we read them. Our reason: ${reason}`,
  action: "Open the washer's page",
} as const;
