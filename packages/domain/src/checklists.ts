// The steps of each catalogue service that the washer ticks while doing the job, and the owner reads
// on the job page and the receipt (docs/product.md, "The day of the job"). Every text here is ours.
import { z } from 'zod';
import { findCatalogueService, isCustomServiceId } from './catalogue';
import { customServiceLabel } from './schedule-rules';

const steps = {
  'express-wash': ['Rinse', 'Foam', 'Wheels', 'Windows', 'Dry'],
  'interior-quick-clean': ['Vacuum', 'Dash and console', 'Interior glass', 'Mats'],
  'exterior-detail': ['Foam wash', 'Decontamination', 'Wheels and tyres', 'Wax', 'Final wipe-down'],
  'interior-detail': ['Deep vacuum', 'Seats shampooed', 'Carpets shampooed', 'Every surface cleaned', 'Interior glass'],
  'full-detail': [
    'Exterior wash',
    'Decontamination',
    'Wax',
    'Deep vacuum',
    'Seats and carpets',
    'Glass inside and out',
  ],
  'clay-bar': ['Wash', 'Clay every panel', 'Wipe-down'],
  'paint-sealant': ['Panels prepared', 'Sealant applied', 'Buffed off'],
  'headlight-restoration': ['Masked', 'Sanded', 'Polished', 'Sealed'],
  'engine-bay': ['Covered sensitive parts', 'Degreased', 'Rinsed', 'Dressed'],
  'pet-hair-removal': ['Seats', 'Carpets', 'Boot'],
  'leather-conditioning': ['Leather cleaned', 'Conditioner applied', 'Buffed'],
  'ozone-treatment': ['Cabin emptied', 'Ozone run', 'Aired out'],
  'undercarriage-wash': ['Salt and mud rinsed', 'Wheel arches'],
  'single-stage-correction': ['Paint inspected', 'Polished', 'Wiped down'],
  'multi-stage-correction': ['Paint inspected', 'Compounded', 'Polished', 'Wiped down'],
  'ceramic-coating': ['Paint prepared', 'Coating applied', 'Levelled', 'Cured'],
} as const satisfies Record<string, readonly string[]>;

/** A custom service is the washer's own: one step, the work as they described it. */
const customSteps = ['Done as described'] as const;

export type ChecklistItem = { key: string; service: string; label: string };

/** A step's key in a job's checklist: the service and the step's place in it ('express-wash:0'). */
const keyOf = (serviceId: string, index: number) => `${serviceId}:${index}`;

/** The checklist of a job's services, in the order they were booked; an unknown service has none. */
export function checklistOf(serviceIds: readonly string[]): ChecklistItem[] {
  return [...new Set(serviceIds)].flatMap((serviceId) => {
    const labels: readonly string[] | undefined = isCustomServiceId(serviceId)
      ? customSteps
      : steps[serviceId as keyof typeof steps];
    if (!labels) return [];
    const service = isCustomServiceId(serviceId)
      ? customServiceLabel
      : (findCatalogueService(serviceId)?.name ?? serviceId);
    return labels.map((label, index) => ({ key: keyOf(serviceId, index), service, label }));
  });
}

/** GET /api/appointments/:id/checklist: each step, and when it was ticked. */
export const checklistSchema = z.object({
  items: z.array(z.object({ key: z.string(), service: z.string(), label: z.string(), doneAt: z.string().nullable() })),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistMessages = {
  notInProgress: 'Tick the checklist once you have started the job.',
  unknownStep: 'This step is not on the job’s checklist.',
  done: 'Choose done or not done.',
  washersOnly: 'Only the washer of this job ticks its checklist.',
} as const;

/** PUT /api/appointments/:id/checklist/:key. */
export const checklistTickSchema = z.object({ done: z.boolean(checklistMessages.done) });

export const checklistTexts = {
  title: 'Checklist',
  washerDescription: 'Tick each step as you do it: the customer sees them on their page and the receipt.',
  ownerDescription: 'The steps of the job, as the washer ticks them.',
  progress: (done: number, total: number) => `${done} of ${total} ${total === 1 ? 'step' : 'steps'} done`,
  saveFailed: 'The step could not be saved. Please try again.',
  empty: 'These services have no checklist.',
} as const;
