// Washer verification (docs/product.md, "Washer verification"): the documents a washer sends, the
// operator's decision, who counts as verified, and every text the washer, the owner and the
// operator read. Ours: the landing page promised vetted providers and nothing vetted them.
import { z } from 'zod';
import { galleryMaxFileBytes } from './gallery';
import { isIsoDate } from './schedule-schemas';
import { dateInTimeZone } from './schedule-time-zone';
import { controlCharacterMessage, hasControlCharacters, oneLineText } from './text';

export const verificationDocumentKinds = ['id-document', 'insurance-certificate'] as const;
export type VerificationDocumentKind = (typeof verificationDocumentKinds)[number];

/** What the database keeps of a washer's latest submission. */
export const verificationStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** What the washer, and the operator, read: the status with the insurance's expiry worked in. */
export const verificationStates = ['not_submitted', 'pending', 'verified', 'rejected', 'expired'] as const;
export type VerificationState = (typeof verificationStates)[number];

/** The same size limit as every other upload; images are re-encoded, PDFs are kept as sent. */
export const verificationMaxFileBytes = galleryMaxFileBytes;
/** What the file pickers offer; the server decides by content, never by name or declared type. */
export const verificationAcceptedTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf';
/** How far ahead an insurance expiry may lie: policies run a year or a few, a typo such as 2999 is caught. */
export const maxInsuranceYearsAhead = 5;
/** Most pending submissions the operator's queue shows at once, the longest waiting first. */
export const verificationQueueSize = 50;

export type VerificationRecord = { status: VerificationStatus; insuranceExpiresOn: string | null };

/** Today as the rules read it: the UTC date, so every instance and every zone agree. */
export const verificationToday = (now: Date) => dateInTimeZone(now, 'UTC');

/**
 * A washer is verified when an operator approved their documents and their insurance still covers
 * today: the expiry date is the last day it covers. Nothing else makes the badge.
 */
export function isVerified(now: Date, record: VerificationRecord | null): boolean {
  if (!record || record.status !== 'approved' || record.insuranceExpiresOn === null) return false;
  return verificationToday(now) <= record.insuranceExpiresOn;
}

/** The state a washer and an operator read (no record: nothing sent yet). */
export function verificationStateOf(now: Date, record: VerificationRecord | null): VerificationState {
  switch (record?.status) {
    case undefined:
    case 'draft':
      return 'not_submitted';
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'approved':
      return isVerified(now, record) ? 'verified' : 'expired';
  }
}

/** Whether the washer may change their documents and expiry: not while an operator is looking at them. */
export const canEditSubmission = (status: VerificationStatus | null) => status !== 'pending';

export const verificationMessages = {
  expiryRequired: 'Enter the date your insurance expires.',
  expiryPast: 'Your insurance must not have expired: enter a date in the future.',
  expiryTooFar: `Enter an expiry date within the next ${maxInsuranceYearsAhead} years.`,
  kind: 'Choose the ID document or the insurance certificate.',
  tooLarge: 'Each document must be 10 MB or smaller.',
  notADocument: 'Please upload a photo (JPEG, PNG, WebP, GIF or AVIF) or a PDF.',
  fileRequired: 'Choose a file to upload.',
  underReview: 'Your documents are with an operator: you can change them once they have decided.',
  incomplete: 'Upload your ID document and your insurance certificate, and enter the insurance expiry date, first.',
  alreadyVerified: 'You are verified: upload a new document or expiry date to send them again.',
  notPending: 'This washer has no documents waiting for review: they were decided already.',
  rejectReasonRequired: 'Tell the washer what is wrong, so they can fix it.',
  /** REQUIRE_VERIFIED_WASHERS on: a washer who is not verified cannot quote. */
  quoteNeedsVerification: 'Only verified washers can send quotes. Send your ID and insurance under Verification.',
  /** REQUIRE_VERIFIED_WASHERS on: nobody can book a washer who is not verified. */
  bookingNeedsVerification: 'This washer is not verified yet, so they cannot take bookings. Choose another washer.',
} as const;

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/**
 * PUT /api/verification/insurance-expiry and the form's field: a date after today (UTC; a day's
 * grace for places behind it is not needed, since an expiry of today is no future), within five years.
 */
export function insuranceExpirySchema(now: () => Date = () => new Date()) {
  return z.object({
    insuranceExpiresOn: z
      .string({ error: verificationMessages.expiryRequired })
      .trim()
      .min(1, verificationMessages.expiryRequired)
      .refine(isIsoDate, verificationMessages.expiryRequired)
      .refine((date) => !isIsoDate(date) || date > verificationToday(now()), verificationMessages.expiryPast)
      .refine(
        (date) => !isIsoDate(date) || date <= addYears(verificationToday(now()), maxInsuranceYearsAhead),
        verificationMessages.expiryTooFar,
      ),
  });
}
export type InsuranceExpiryInput = z.input<ReturnType<typeof insuranceExpirySchema>>;

/** POST /api/operator/verifications/:washerId/rejection: the reason, which the washer reads. */
export const verificationRejectionSchema = z.object({
  reason: oneLineText()
    .trim()
    .min(1, verificationMessages.rejectReasonRequired)
    .max(500, 'Keep the reason under 500 characters.')
    .refine((value) => !hasControlCharacters(value), controlCharacterMessage),
});
export type VerificationRejection = z.infer<typeof verificationRejectionSchema>;

export const verificationDocumentSchema = z.object({
  kind: z.enum(verificationDocumentKinds),
  /** `image/jpeg`, `image/webp` (re-encoded) or `application/pdf`. */
  contentType: z.string(),
  uploadedAt: z.iso.datetime(),
  /** Private: the washer's own route, or the operator's. */
  url: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

/** GET /api/verification: the washer's own verification. */
export const myVerificationSchema = z.object({
  state: z.enum(verificationStates),
  verified: z.boolean(),
  insuranceExpiresOn: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** The operator's reason, when the documents were rejected. */
  rejectReason: z.string().nullable(),
  /** Whether this marketplace lets only verified washers quote and be booked (REQUIRE_VERIFIED_WASHERS). */
  required: z.boolean(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** One pending submission in the operator's queue. */
export const verificationQueueItemSchema = z.object({
  washer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  insuranceExpiresOn: z.string().nullable(),
  submittedAt: z.iso.datetime(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueueSchema = z.object({ submissions: z.array(verificationQueueItemSchema) });
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

/** GET /api/operator/verifications/:washerId: one washer's submission with its files. */
export const verificationSubmissionSchema = verificationQueueItemSchema.extend({
  state: z.enum(verificationStates),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  rejectReason: z.string().nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type VerificationSubmission = z.infer<typeof verificationSubmissionSchema>;

export const documentLabels: Record<VerificationDocumentKind, string> = {
  'id-document': 'ID document',
  'insurance-certificate': 'Insurance certificate',
};
/** The same inside a sentence ("Upload your ID document"). */
export const documentNouns: Record<VerificationDocumentKind, string> = {
  'id-document': 'ID document',
  'insurance-certificate': 'insurance certificate',
};

/** The badge owners see, and its accessible name. */
export const verifiedBadgeTexts = {
  label: 'Verified',
  description: 'Sudsy checked this washer’s ID and insurance.',
  filter: 'Verified only',
} as const;

/** The washer's Verification card. */
export const verificationTexts = {
  title: 'Verification',
  description:
    'Send us a photo or PDF of your ID and of your insurance certificate. An operator checks them; once verified, customers see a Verified badge on your profile.',
  requiredNote: 'Only verified washers appear in search, send quotes and take bookings here.',
  states: {
    not_submitted: {
      badge: 'Not verified',
      sentence: 'Upload both documents and your insurance expiry date, then send them for review.',
    },
    pending: {
      badge: 'Pending review',
      sentence: 'An operator is checking your documents. You are told by email and in the bell.',
    },
    verified: { badge: 'Verified', sentence: 'Customers see the Verified badge until your insurance expires.' },
    rejected: {
      badge: 'Rejected',
      sentence: 'An operator could not accept your documents. Fix what they say and send them again.',
    },
    expired: {
      badge: 'Insurance expired',
      sentence: 'Your insurance has expired: upload the new certificate and its expiry date.',
    },
  } satisfies Record<VerificationState, { badge: string; sentence: string }>,
  rejectReason: 'What the operator said',
  expiryLabel: 'Insurance expires on',
  saveExpiry: 'Save date',
  upload: (noun: string) => `Upload ${noun}`,
  replace: (noun: string) => `Replace ${noun}`,
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: (date: string) => `Uploaded ${date}`,
  notUploaded: 'Not uploaded yet',
  view: 'View',
  submit: 'Send for review',
  submitted: 'Sent for review',
  uploadFailed: 'The document could not be uploaded. Please try again.',
  loadFailed: 'Your verification could not be loaded.',
  retry: 'Try again',
} as const;

/** The operator console's Verification tab. */
export const verificationConsoleTexts = {
  title: 'Verification',
  description: 'Washers waiting for their ID and insurance to be checked, the longest waiting first.',
  empty: 'No documents are waiting for review.',
  loadFailed: 'The verification queue could not be loaded.',
  detailFailed: 'This submission could not be loaded.',
  submitted: (date: string) => `Sent ${date}`,
  expires: (date: string) => `Insurance expires ${date}`,
  noExpiry: 'No expiry date given',
  back: 'Back to the queue',
  select: 'Choose a submission to review it.',
  profile: 'Public page',
  download: (noun: string) => `Download ${noun} (PDF)`,
  approve: 'Approve',
  approveTitle: 'Approve these documents?',
  approveDescription: (name: string) =>
    `${name} gets the Verified badge until their insurance expires, and is told by email and in the bell.`,
  reject: 'Reject…',
  rejectTitle: 'Reject these documents',
  rejectDescription: (name: string) =>
    `${name} is told your reason by email and in the bell, and can send new documents.`,
  rejectLabel: 'What should the washer fix?',
  rejectHint: 'The washer reads this. It is also kept in the audit log with your email.',
  rejectConfirm: 'Reject documents',
  rejectBusy: 'Rejecting…',
  approveBusy: 'Approving…',
  documentsLabel: 'Documents',
  failed: 'Please try again.',
  approved: 'Washer verified',
  rejected: 'Documents rejected',
  cancel: 'Cancel',
} as const;

/** What the washer is told by mail and in the bell. */
export const verificationNoticeTexts = {
  approvedSubject: 'You are verified on Sudsy',
  approvedIntro: (expiresOn: string) =>
    `An operator checked your ID and insurance. Customers now see the Verified badge on your profile until your insurance expires on ${expiresOn}.`,
  rejectedSubject: 'Your verification documents need another look',
  rejectedIntro: (reason: string) => `An operator could not accept your documents: ${reason}`,
  expiredSubject: 'Your insurance has expired',
  expiredIntro:
    'Your insurance expiry date has passed, so the Verified badge is off your profile. Upload your new insurance certificate and its expiry date to be verified again.',
  action: 'Open verification',
} as const;
