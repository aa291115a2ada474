// A washer's Skills & Certifications tab (docs/product.md, "Account page"): insurance number, skills
// and certifications, their rules and texts verbatim, shared by the dialogs and the server.
import { z } from 'zod';
import { skillLevels, type SkillLevel } from './constants';
import { isIsoDate } from './schedule-schemas';
import { oneLineText } from './text';

export const credentialToasts = {
  insuranceUpdated: { title: 'Insurance Number Updated' },
  skillAdded: { title: 'Skill Added' },
  skillRemoved: { title: 'Skill Removed' },
  certificationAdded: { title: 'Certification Added' },
  certificationRemoved: { title: 'Certification Removed' },
} as const;

/** A certificate's dates stay in a sensible window: issued by now (not before 1950), expiring within 50 years. */
const earliestIssueDate = '1950-01-01';
const maxExpiryYearsAhead = 50;
const todayUtc = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const yearsAheadUtc = (years: number) => `${Number(todayUtc().slice(0, 4)) + years}${todayUtc().slice(4)}`;

export const credentialMessages = {
  skillNameRequired: 'Please provide a skill name',
  certificationRequired: 'Please fill in all required certification fields',
  expiryBeforeIssue: 'The expiry date must be after the issue date',
  issuedInFuture: 'The issue date cannot be in the future',
  issuedTooLongAgo: `Choose an issue date from ${earliestIssueDate.slice(0, 4)} on`,
  expiryTooFar: `Choose an expiry date within the next ${maxExpiryYearsAhead} years`,
  verificationUrl: 'Enter a web address starting with http:// or https://',
  invalidDate: 'Choose a date',
  skillLevel: `Choose one of ${skillLevels.join(', ')}`,
  insuranceNumber: 'Use letters, digits, spaces and dashes only',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  duplicateSkill: 'This skill is already on your list',
  tooManySkills: (max: number) => `You can list up to ${max} skills`,
  tooManyCertifications: (max: number) => `You can list up to ${max} certifications`,
} as const;

export const credentialLimits = {
  skillName: 60,
  certificationText: 120,
  verificationUrl: 500,
  insuranceNumber: 40,
  skills: 50,
  certifications: 30,
} as const;

export const skillLevelLabels = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
} as const satisfies Record<SkillLevel, string>;

export const defaultSkillLevel: SkillLevel = 'beginner';

/** The add-skill dialog and POST /api/washer-credentials/skills: a name, a level (beginner unless chosen). */
export const skillInputSchema = z.object({
  name: oneLineText({ error: credentialMessages.skillNameRequired })
    .trim()
    .min(1, credentialMessages.skillNameRequired)
    .max(credentialLimits.skillName, credentialMessages.tooLong('Skill name', credentialLimits.skillName)),
  level: z.enum(skillLevels, { error: credentialMessages.skillLevel }).default(defaultSkillLevel),
});
export type SkillInput = z.input<typeof skillInputSchema>;

const requiredText = (label: string) =>
  oneLineText({ error: credentialMessages.certificationRequired })
    .trim()
    .min(1, credentialMessages.certificationRequired)
    .max(credentialLimits.certificationText, credentialMessages.tooLong(label, credentialLimits.certificationText));

/** Only a web page can verify a certificate: other schemes (javascript:, data:) would run or hide code. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#@]+([/?#]\S*)?$/i.test(value);
}

/** Blank means none, so an emptied optional field is not an error. */
const blankAsNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The add-certification dialog and POST /api/washer-credentials/certifications: name, issuer and
 * issue date required; an expiry date, if given, after the issue date; a verification URL, if
 * given, on http or https.
 */
export const certificationInputSchema = z
  .object({
    name: requiredText('Certification name'),
    issuer: requiredText('Issuer'),
    issueDate: z
      .string({ error: credentialMessages.certificationRequired })
      .trim()
      .min(1, credentialMessages.certificationRequired)
      .refine(isIsoDate, credentialMessages.invalidDate)
      // A day more for places ahead of UTC, whose today may be tomorrow there.
      .refine((date) => !isIsoDate(date) || date <= todayUtc(1), credentialMessages.issuedInFuture)
      .refine((date) => !isIsoDate(date) || date >= earliestIssueDate, credentialMessages.issuedTooLongAgo),
    expiryDate: z
      .string()
      .nullish()
      .transform(blankAsNull)
      .refine((value) => value === null || isIsoDate(value), credentialMessages.invalidDate)
      .refine((value) => value === null || !isIsoDate(value) || value <= yearsAheadUtc(maxExpiryYearsAhead), {
        message: credentialMessages.expiryTooFar,
      }),
    verificationUrl: z
      .string()
      .max(
        credentialLimits.verificationUrl,
        credentialMessages.tooLong('Verification URL', credentialLimits.verificationUrl),
      )
      .nullish()
      .transform(blankAsNull)
      .refine((value) => value === null || isWebUrl(value), credentialMessages.verificationUrl),
  })
  .superRefine((certification, context) => {
    const { issueDate, expiryDate } = certification;
    // 'yyyy-MM-dd' strings sort as the dates they name.
    if (expiryDate !== null && isIsoDate(issueDate) && expiryDate <= issueDate) {
      context.addIssue({ code: 'custom', path: ['expiryDate'], message: credentialMessages.expiryBeforeIssue });
    }
  });
export type CertificationInput = z.input<typeof certificationInputSchema>;

/** PUT /api/washer-credentials/insurance: blank clears the number. */
export const insuranceInputSchema = z.object({
  insuranceNumber: z
    .string()
    .trim()
    .max(
      credentialLimits.insuranceNumber,
      credentialMessages.tooLong('Insurance number', credentialLimits.insuranceNumber),
    )
    .regex(/^[A-Za-z0-9 -]*$/, credentialMessages.insuranceNumber),
});
export type InsuranceInput = z.input<typeof insuranceInputSchema>;

export const skillSchema = z.object({ id: z.string(), name: z.string(), level: z.enum(skillLevels) });
export type Skill = z.infer<typeof skillSchema>;

export const certificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  issueDate: z.string(),
  expiryDate: z.string().nullable(),
  verificationUrl: z.string().nullable(),
});
export type Certification = z.infer<typeof certificationSchema>;

/** The washer's own tab: everything, the insurance number included (null when none is on file). */
export const washerCredentialsSchema = z.object({
  insuranceNumber: z.string().nullable(),
  skills: z.array(skillSchema),
  certifications: z.array(certificationSchema),
});
export type WasherCredentials = z.infer<typeof washerCredentialsSchema>;

/**
 * What the washer's public page shows. The insurance number only reaches the washer and owners
 * with a booking with them; everyone else learns only whether one is on file.
 */
export const publicCredentialsSchema = washerCredentialsSchema.extend({ insured: z.boolean() });
export type PublicCredentials = z.infer<typeof publicCredentialsSchema>;

export const skillResponseSchema = z.object({ skill: skillSchema });
export const certificationResponseSchema = z.object({ certification: certificationSchema });
export const insuranceResponseSchema = z.object({ insuranceNumber: z.string().nullable() });
