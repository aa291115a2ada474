import { and, asc, count, eq, or } from 'drizzle-orm';
import {
  answerDueAt,
  disputeAnswerSchema,
  disputeMessages,
  disputeOpenSchema,
  disputeOpenUntil,
  isWithinDisputeWindow,
  maxDisputePhotos,
  type DisputeOfferAnswer,
  type DisputeResponse,
} from '@sudsy/domain/disputes';
import type { Owner, SessionUser, Washer } from '../../auth/access';
import type { Db } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../http/app-error';
import { fieldErrors } from '../../http/validation-hook';
import { checkUploadSize, encodeUpload } from '../../platform/images/uploaded-image';
import type { Storage, StoredFile } from '../../platform/storage/storage';
import { lockAppointmentOf, partOf, removePhotos, storePhoto } from '../appointments';
import { appointmentCompletions, appointments } from '../appointments/schema';
import { recordStep } from './audit-step';
import { disputePhotos, disputes } from './schema';
import { settleDispute, type DisputeDeps } from './settle';
import { disputeView, paidOf } from './views';

// The two sides of a dispute (docs/product.md, "Disputes"): the owner reports a problem and answers
// the washer's offer, the washer answers the report. Each step is audited and told to the other side.

export type PartyDeps = DisputeDeps & { storage: Storage };

const actorOf = (user: SessionUser) => ({ name: user.email, id: user.id });

/** The caller's job (anyone else's is 404), with when it was completed. */
async function jobOfParty(db: Db, caller: SessionUser, appointmentId: string) {
  const [row] = await db
    .select({ appointment: appointments, completedAt: appointmentCompletions.completedAt })
    .from(appointments)
    .leftJoin(appointmentCompletions, eq(appointmentCompletions.appointmentId, appointments.id))
    .where(and(eq(appointments.id, appointmentId), partOf(caller)));
  if (!row) throw notFound();
  return row;
}

/** GET /api/appointments/:id/dispute: the job's dispute for its two sides, or until when one may be opened. */
export async function disputeOfJob(
  db: Db,
  caller: SessionUser,
  appointmentId: string,
  now = new Date(),
): Promise<DisputeResponse> {
  const { appointment, completedAt } = await jobOfParty(db, caller, appointmentId);
  const [row] = await db.select().from(disputes).where(eq(disputes.appointmentId, appointmentId));
  const paid = await paidOf(db, appointment);
  const mayOpen =
    !row &&
    caller.role === 'owner' &&
    appointment.status === 'completed' &&
    completedAt !== null &&
    isWithinDisputeWindow(completedAt, now);
  return {
    dispute: row ? await disputeView(db, row, paid) : null,
    openUntil: mayOpen && completedAt ? disputeOpenUntil(completedAt).toISOString() : null,
    paidCents: paid.cents,
  };
}

/**
 * POST /api/appointments/:id/dispute: the owner reports a problem with a completed job, within 72
 * hours of its completion, once per job, asking back from $0 (a redo only) to what it was paid.
 */
export async function openDispute(
  db: Db,
  owner: Owner,
  appointmentId: string,
  input: unknown,
  now = new Date(),
): Promise<DisputeResponse> {
  // Read before the transaction: on the embedded database a read beside it would wait for it.
  const { appointment } = await jobOfParty(db, owner, appointmentId);
  const paid = await paidOf(db, appointment);
  const parsed = disputeOpenSchema(paid.cents).safeParse(input);
  if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
  await db.transaction(async (tx) => {
    const { appointment: locked } = await lockAppointmentOf(tx, owner, appointmentId);
    if (locked.status !== 'completed') throw conflict(disputeMessages.notCompleted, 'not_completed');
    const [completion] = await tx
      .select({ completedAt: appointmentCompletions.completedAt })
      .from(appointmentCompletions)
      .where(eq(appointmentCompletions.appointmentId, appointmentId));
    if (!completion || !isWithinDisputeWindow(completion.completedAt, now))
      throw conflict(disputeMessages.windowClosed, 'dispute_window_closed');
    const [existing] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.appointmentId, appointmentId));
    if (existing) throw conflict(disputeMessages.alreadyReported, 'already_reported');
    const [created] = await tx
      .insert(disputes)
      .values({
        appointmentId,
        ownerId: locked.ownerId,
        washerId: locked.washerId,
        problem: parsed.data.problem,
        askedCents: parsed.data.amountCents,
        openedAt: now,
        dueAt: answerDueAt(now),
      })
      .returning({ id: disputes.id });
    if (!created) throw new Error('the dispute was not written');
    await recordStep(tx, actorOf(owner), 'opened', created.id, {
      before: null,
      after: { status: 'awaiting_washer', askedCents: parsed.data.amountCents },
    });
  });
  return disputeOfJob(db, owner, appointmentId, now);
}

/** The owner's dispute of the job, held until the transaction ends; anyone else's is 404. */
async function lockDisputeOf(tx: Pick<Db, 'select'>, caller: SessionUser, appointmentId: string) {
  const side = caller.role === 'washer' ? disputes.washerId : disputes.ownerId;
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.appointmentId, appointmentId), eq(side, caller.id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * POST /api/appointments/:id/dispute/photos: the owner adds a photo of the problem while the report
 * waits for the washer, at most 4; checked and re-encoded as every upload is, stored privately.
 */
export async function addDisputePhoto(
  { db, storage, logger }: PartyDeps,
  owner: Owner,
  appointmentId: string,
  file: File,
): Promise<DisputeResponse> {
  checkUploadSize(file);
  const image = await encodeUpload(file);
  const stored = await storePhoto(storage, `dispute-photos/${appointmentId}/photo`, image);
  try {
    await db.transaction(async (tx) => {
      const row = await lockDisputeOf(tx, owner, appointmentId);
      if (row.status !== 'awaiting_washer') throw conflict(disputeMessages.photosClosed, 'photos_closed');
      const [held] = await tx.select({ count: count() }).from(disputePhotos).where(eq(disputePhotos.disputeId, row.id));
      if ((held?.count ?? 0) >= maxDisputePhotos) throw conflict(disputeMessages.tooManyPhotos, 'too_many_photos');
      await tx.insert(disputePhotos).values({ disputeId: row.id, ...stored });
    });
  } catch (error) {
    await removePhotos(storage, logger, [stored]);
    throw error;
  }
  return disputeOfJob(db, owner, appointmentId);
}

/** A dispute photo's file for the job's two sides; anything else is 404. */
export async function readDisputePhoto(
  { db, storage }: Pick<PartyDeps, 'db' | 'storage'>,
  viewer: SessionUser,
  appointmentId: string,
  photoId: string,
  size: 'full' | 'thumb',
): Promise<StoredFile> {
  const [row] = await db
    .select({ key: disputePhotos.key, thumbKey: disputePhotos.thumbKey })
    .from(disputePhotos)
    .innerJoin(disputes, eq(disputes.id, disputePhotos.disputeId))
    .where(
      and(
        eq(disputePhotos.id, photoId),
        eq(disputes.appointmentId, appointmentId),
        or(eq(disputes.ownerId, viewer.id), eq(disputes.washerId, viewer.id)),
      ),
    )
    .orderBy(asc(disputePhotos.addedAt));
  const file = row ? await storage.get(size === 'full' ? row.key : row.thumbKey) : null;
  if (!file) throw notFound();
  return file;
}

/**
 * POST /api/appointments/:id/dispute/answer: the washer answers the report, until it has gone to
 * an operator: a redo visit or a refund (the owner then accepts or declines, within 48 hours), or
 * contesting it (it goes to an operator at once).
 */
export async function answerDispute(
  db: Db,
  washer: Washer,
  appointmentId: string,
  input: unknown,
  now = new Date(),
): Promise<DisputeResponse> {
  const { appointment } = await jobOfParty(db, washer, appointmentId);
  const paid = await paidOf(db, appointment);
  await db.transaction(async (tx) => {
    const row = await lockDisputeOf(tx, washer, appointmentId);
    if (row.status !== 'awaiting_washer') throw conflict(disputeMessages.notAwaitingWasher, 'not_awaiting_washer');
    const parsed = disputeAnswerSchema(paid.cents).safeParse(input);
    if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
    const answer = parsed.data;
    const contested = answer.kind === 'contest';
    const status = contested ? 'with_operator' : 'awaiting_owner';
    await tx
      .update(disputes)
      .set({
        status,
        answerKind: answer.kind,
        answerMessage: answer.message,
        redoDate: answer.kind === 'redo' ? answer.date : null,
        redoTime: answer.kind === 'redo' ? answer.time : null,
        offerCents: answer.kind === 'refund' ? answer.amountCents : null,
        answeredAt: now,
        dueAt: contested ? null : answerDueAt(now),
        escalation: contested ? 'contested' : null,
        escalatedAt: contested ? now : null,
      })
      .where(eq(disputes.id, row.id));
    await recordStep(tx, actorOf(washer), 'answered', row.id, {
      before: row.status,
      after: { status, answer: answer.kind, ...(answer.kind === 'refund' ? { offerCents: answer.amountCents } : {}) },
    });
  });
  return disputeOfJob(db, washer, appointmentId, now);
}

/**
 * POST /api/appointments/:id/dispute/offer: the owner accepts the washer's offer (a refund runs
 * through the payments provider as the washer's own refund does; a redo is agreed) and the dispute
 * is settled, or declines it and it goes to an operator.
 */
export async function answerOffer(
  deps: DisputeDeps,
  owner: Owner,
  appointmentId: string,
  { accept }: DisputeOfferAnswer,
  now = new Date(),
): Promise<DisputeResponse> {
  const { db } = deps;
  const { appointment } = await jobOfParty(db, owner, appointmentId);
  const [row] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.appointmentId, appointmentId), eq(disputes.ownerId, owner.id)));
  if (!row) throw notFound();
  if (row.status !== 'awaiting_owner') throw conflict(disputeMessages.notAwaitingOwner, 'not_awaiting_owner');
  if (!accept) {
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(disputes)
        .set({
          status: 'with_operator',
          offerAccepted: false,
          escalation: 'offer_declined',
          escalatedAt: now,
          dueAt: null,
        })
        .where(and(eq(disputes.id, row.id), eq(disputes.status, 'awaiting_owner')))
        .returning({ id: disputes.id });
      if (!moved) throw conflict(disputeMessages.notAwaitingOwner, 'not_awaiting_owner');
      await recordStep(tx, actorOf(owner), 'offer_declined', row.id, {
        before: 'awaiting_owner',
        after: { status: 'with_operator' },
      });
    });
    return disputeOfJob(db, owner, appointmentId, now);
  }
  const paid = await paidOf(db, appointment);
  const refundCents = row.answerKind === 'refund' ? (row.offerCents ?? 0) : 0;
  const resolution = row.answerKind === 'refund' ? 'refund' : 'redo';
  await settleDispute(
    deps,
    row.id,
    'awaiting_owner',
    { cents: refundCents, throughSudsy: paid.throughSudsy },
    async (tx) => {
      await tx
        .update(disputes)
        .set({ status: 'resolved', offerAccepted: true, resolution, refundCents, resolvedAt: now, dueAt: null })
        .where(eq(disputes.id, row.id));
      await recordStep(tx, actorOf(owner), 'offer_accepted', row.id, {
        before: 'awaiting_owner',
        after: { status: 'resolved', resolution, refundCents },
      });
    },
  );
  return disputeOfJob(db, owner, appointmentId, now);
}
