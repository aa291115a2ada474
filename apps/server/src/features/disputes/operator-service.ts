import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checklistOf } from '@sudsy/domain/checklists';
import {
  disputeCaseMessages,
  disputeDecisionSchema,
  disputeMessages,
  disputeQueueSize,
  type DisputeCase,
  type DisputeSummary,
} from '@sudsy/domain/disputes';
import { angleLabels } from '@sudsy/domain/photo-proof';
import { user } from '../../auth/schema';
import type { Db } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import { fieldErrors } from '../../http/validation-hook';
import type { Storage, StoredFile } from '../../platform/storage/storage';
import { appointmentCompletions, appointments, checklistTicks, proofPhotos } from '../appointments/schema';
import { messages } from '../messages/schema';
import type { Operator } from '../operator';
import { washerProfiles } from '../washer-setup/schema';
import { recordStep } from './audit-step';
import { disputePhotos, disputes } from './schema';
import { settleDispute, type DisputeDeps } from './settle';
import { disputeView, operatorPhotoUrl, paidOf, type DisputeRow } from './views';

// The console's Disputes tab (docs/operations.md, "Disputes"): the disputes the two sides did not
// settle, and the operator's decision. Read-only views of the job come from its own tables.

const owner = alias(user, 'owner');
const washer = alias(user, 'washer');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function summariesOf(db: Db, rows: DisputeRow[]): Promise<DisputeSummary[]> {
  if (rows.length === 0) return [];
  const jobs = await db
    .select({
      id: appointments.id,
      serviceDate: appointments.serviceDate,
      priceCents: appointments.priceCents,
      ownerName: owner.name,
      washerName: washer.name,
      businessName: washerProfiles.businessName,
    })
    .from(appointments)
    .innerJoin(owner, eq(owner.id, appointments.ownerId))
    .innerJoin(washer, eq(washer.id, appointments.washerId))
    .leftJoin(washerProfiles, eq(washerProfiles.userId, appointments.washerId))
    .where(
      inArray(
        appointments.id,
        rows.map((row) => row.appointmentId),
      ),
    );
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const summaries: DisputeSummary[] = [];
  for (const row of rows) {
    const job = byId.get(row.appointmentId);
    if (!job) continue;
    const paid = await paidOf(db, { id: job.id, priceCents: job.priceCents });
    summaries.push({
      id: row.id,
      appointmentId: row.appointmentId,
      owner: { id: row.ownerId, name: job.ownerName },
      washer: { id: row.washerId, name: job.businessName || job.washerName },
      serviceDate: job.serviceDate,
      askedCents: row.askedCents,
      paidCents: paid.cents,
      escalation: row.escalation,
      waitingSince: (row.escalatedAt ?? row.openedAt).toISOString(),
    });
  }
  return summaries;
}

/** GET /api/operator/disputes: those waiting for an operator, the one waiting longest first, at most 50. */
export async function disputeQueue(db: Db): Promise<DisputeSummary[]> {
  const rows = await db
    .select()
    .from(disputes)
    .where(eq(disputes.status, 'with_operator'))
    .orderBy(asc(disputes.escalatedAt), asc(disputes.id))
    .limit(disputeQueueSize);
  return summariesOf(db, rows);
}

async function disputeRow(db: Db, disputeId: string): Promise<DisputeRow> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!row) throw notFound();
  return row;
}

/**
 * GET /api/operator/disputes/:id: the case, in any state, with the job's photos (the walkaround, the
 * after photos and completion's before and after), its checklist and the two sides' newest messages.
 */
export async function disputeCase(db: Db, disputeId: string): Promise<DisputeCase> {
  const row = await disputeRow(db, disputeId);
  const [job] = await db
    .select({ appointment: appointments, completion: appointmentCompletions })
    .from(appointments)
    .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .where(eq(appointments.id, row.appointmentId));
  if (!job) throw notFound();
  const { appointment, completion } = job;
  const [[summary], paid, proof, ticks, said] = await Promise.all([
    summariesOf(db, [row]),
    paidOf(db, appointment),
    db
      .select()
      .from(proofPhotos)
      .where(eq(proofPhotos.appointmentId, appointment.id))
      .orderBy(asc(proofPhotos.takenAt), asc(proofPhotos.id)),
    db.select().from(checklistTicks).where(eq(checklistTicks.appointmentId, appointment.id)),
    db
      .select()
      .from(messages)
      .where(
        or(
          and(eq(messages.senderId, row.ownerId), eq(messages.receiverId, row.washerId)),
          and(eq(messages.senderId, row.washerId), eq(messages.receiverId, row.ownerId)),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(disputeCaseMessages),
  ]);
  if (!summary) throw notFound();
  const photo = (id: string, label: string) => ({
    id,
    label,
    url: operatorPhotoUrl(row.id, id, 'full'),
    thumbUrl: operatorPhotoUrl(row.id, id, 'thumb'),
  });
  const done = new Set(ticks.map((tick) => tick.itemKey));
  return {
    dispute: await disputeView(db, row, paid, true),
    summary,
    job: {
      vehicle: appointment.vehicleDescription,
      address: appointment.address,
      services: appointment.services,
      serviceDate: appointment.serviceDate,
      startTime: appointment.startTime,
      completedAt: completion?.completedAt.toISOString() ?? null,
    },
    jobPhotos: [
      ...(completion?.beforeKey ? [photo('before', 'Before')] : []),
      ...proof.map((row) =>
        photo(row.id, row.kind === 'walkaround' && row.angle ? `Walkaround: ${angleLabels[row.angle]}` : 'After'),
      ),
      ...(completion?.afterKey ? [photo('after', 'After (at completion)')] : []),
    ],
    checklist: checklistOf(appointment.services).map((item) => ({
      key: item.key,
      label: `${item.service}: ${item.label}`,
      done: done.has(item.key),
    })),
    messages: said.reverse().map((message) => ({
      id: message.id,
      from: message.senderId === row.ownerId ? ('owner' as const) : ('washer' as const),
      content: message.content,
      at: message.createdAt.toISOString(),
    })),
  };
}

/** One photo of the case for an operator: the owner's, the job's proof, or completion's before or after. */
export async function casePhoto(
  { db, storage }: { db: Db; storage: Storage },
  disputeId: string,
  photoId: string,
  size: 'full' | 'thumb',
): Promise<StoredFile> {
  const row = await disputeRow(db, disputeId);
  const keys = await photoKeys(db, row, photoId);
  const file = keys ? await storage.get(size === 'full' ? keys.key : keys.thumbKey) : null;
  if (!file) throw notFound();
  return file;
}

async function photoKeys(db: Db, row: DisputeRow, photoId: string): Promise<{ key: string; thumbKey: string } | null> {
  if (photoId === 'before' || photoId === 'after') {
    const [completion] = await db
      .select()
      .from(appointmentCompletions)
      .where(eq(appointmentCompletions.appointmentId, row.appointmentId));
    const key = photoId === 'before' ? completion?.beforeKey : completion?.afterKey;
    const thumbKey = photoId === 'before' ? completion?.beforeThumbKey : completion?.afterThumbKey;
    return key && thumbKey ? { key, thumbKey } : null;
  }
  if (!uuidPattern.test(photoId)) return null;
  const columns = { key: disputePhotos.key, thumbKey: disputePhotos.thumbKey };
  const [own] = await db
    .select(columns)
    .from(disputePhotos)
    .where(and(eq(disputePhotos.id, photoId), eq(disputePhotos.disputeId, row.id)));
  if (own) return own;
  const [proof] = await db
    .select({ key: proofPhotos.key, thumbKey: proofPhotos.thumbKey })
    .from(proofPhotos)
    .where(and(eq(proofPhotos.id, photoId), eq(proofPhotos.appointmentId, row.appointmentId)));
  return proof ?? null;
}

/**
 * POST /api/operator/disputes/:id/decision: the operator decides a refund from $0 to what the job was
 * paid, with a reason both sides read. Sudsy holding the payment, the refund runs through the payments
 * provider as a washer's own does; paid at the job, the decision is recorded and the refund is between
 * the two sides. The decision and its audit entry are one transaction; both sides are told.
 */
export async function decideDispute(
  deps: DisputeDeps,
  operator: Operator,
  disputeId: string,
  input: unknown,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const row = await disputeRow(db, disputeId);
  if (row.status !== 'with_operator') throw conflict(disputeMessages.notWithOperator, 'not_with_operator');
  const [appointment] = await db
    .select({ id: appointments.id, priceCents: appointments.priceCents })
    .from(appointments)
    .where(eq(appointments.id, row.appointmentId));
  if (!appointment) throw notFound();
  const paid = await paidOf(db, appointment);
  const parsed = disputeDecisionSchema(paid.cents).safeParse(input);
  if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
  const { refundCents, reason } = parsed.data;
  await settleDispute(
    deps,
    disputeId,
    'with_operator',
    { cents: refundCents, throughSudsy: paid.throughSudsy },
    async (tx) => {
      await tx
        .update(disputes)
        .set({
          status: 'resolved',
          resolution: 'operator',
          refundCents,
          decisionReason: reason,
          decidedBy: operator.id,
          resolvedAt: now,
        })
        .where(eq(disputes.id, disputeId));
      await recordStep(tx, { name: operator.email, id: operator.id }, 'decided', disputeId, {
        before: 'with_operator',
        after: { status: 'resolved', refundCents, paidThroughSudsy: paid.throughSudsy },
        reason,
      });
    },
  );
}
