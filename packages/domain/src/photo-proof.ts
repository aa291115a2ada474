// Photo proof of a job (docs/product.md, "The day of the job"): the walkaround the washer takes on
// arrival, before touching the car, and the after photos that completion needs. The rules and every
// text of them (ours).
import { z } from 'zod';

/** The four sides of the walkaround, in the order the washer walks round the car. */
export const walkaroundAngles = ['front', 'right', 'back', 'left'] as const;
export type WalkaroundAngle = (typeof walkaroundAngles)[number];
export const proofPhotoKinds = ['walkaround', 'after'] as const;
export type ProofPhotoKind = (typeof proofPhotoKinds)[number];

/** At most this many after photos per job. */
export const maxAfterPhotos = 6;
/** What the phone shrinks a photo to before it is sent: its longer side, and the JPEG quality. */
export const uploadLongestSide = 1600;
export const uploadJpegQuality = 0.82;

export const angleLabels: Record<WalkaroundAngle, string> = {
  front: 'Front',
  right: 'Right side',
  back: 'Back',
  left: 'Left side',
};

export const proofPhotoSchema = z.object({
  id: z.string(),
  kind: z.enum(proofPhotoKinds),
  angle: z.enum(walkaroundAngles).nullable(),
  url: z.string(),
  thumbUrl: z.string(),
  /** When the server received it: the time it proves, whatever the phone's clock said. */
  takenAt: z.string(),
});
export type ProofPhoto = z.infer<typeof proofPhotoSchema>;

/** GET /api/appointments/:id/proof-photos. */
export const proofPhotosSchema = z.object({ photos: z.array(proofPhotoSchema) });
export type ProofPhotos = z.infer<typeof proofPhotosSchema>;

export const proofPhotoMessages = {
  kind: 'Choose a walkaround or an after photo.',
  angle: 'Choose the side of the car: front, right side, back or left side.',
  walkaroundWhen: 'Take the walkaround once you have arrived, before starting the job.',
  afterWhen: 'Add after photos once the job is in progress.',
  tooManyAfter: `A job keeps at most ${maxAfterPhotos} after photos. Remove one to add another.`,
  walkaroundMissing: 'Take the four walkaround photos (front, right side, back and left side) before starting the job.',
  afterMissing: 'Add at least one after photo to complete the job.',
  completedKept: 'A completed job keeps its photos.',
  washersOnly: 'Only the washer of this job takes its photos.',
} as const;

/** POST /api/appointments/:id/proof-photos, beside the file: which photo it is (a walkaround names its side). */
export const proofPhotoFieldsSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('walkaround'), angle: z.enum(walkaroundAngles, proofPhotoMessages.angle) }),
    z.object({ kind: z.literal('after') }),
  ],
  { error: proofPhotoMessages.kind },
);
export type ProofPhotoFields = z.infer<typeof proofPhotoFieldsSchema>;

/** The sides of the walkaround still to take. */
export function missingAngles(photos: readonly Pick<ProofPhoto, 'kind' | 'angle'>[]): WalkaroundAngle[] {
  const taken = new Set(photos.filter((photo) => photo.kind === 'walkaround').map((photo) => photo.angle));
  return walkaroundAngles.filter((angle) => !taken.has(angle));
}

export const proofPhotoTexts = {
  walkaroundTitle: 'Walkaround',
  walkaroundDescription:
    'Before you start, photograph the car from each side: it shows how you found it. The customer sees them too.',
  afterTitle: 'After photos',
  afterDescription: 'Photograph the finished car. At least one is needed to mark the job completed.',
  ownerWalkaroundDescription: 'How the washer found the car, photographed on arrival.',
  ownerAfterDescription: 'The finished car, as the washer photographed it.',
  take: (label: string) => `Photograph the ${label.toLowerCase()}`,
  retake: (label: string) => `Retake the ${label.toLowerCase()}`,
  addAfter: 'Add an after photo',
  remove: 'Remove',
  removeNamed: (label: string) => `Remove ${label.toLowerCase()}`,
  removeFailed: 'The photo could not be removed. Please try again.',
  uploading: (label: string) => `Uploading ${label.toLowerCase()}…`,
  uploadFailed: 'The photo could not be uploaded. Please try again.',
  takenAt: (time: string) => `Taken at ${time}`,
  progress: (taken: number) => `${taken} of ${walkaroundAngles.length} sides photographed`,
  none: 'No photos yet.',
} as const;
