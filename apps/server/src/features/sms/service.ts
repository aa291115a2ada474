import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { SmsSettings } from '@sudsy/domain/sms-settings';
import {
  e164Of,
  resendWaitSeconds,
  smsCodeLength,
  smsCodeLifetimeMinutes,
  smsCodeMaxTries,
  smsCodesPerHour,
  smsCodeText,
  smsConfirmMessages,
  smsKeywordOf,
  smsReplies,
  smsResendSeconds,
  smsTextsPerAppointment,
  smsTextsPerWeek,
  type SmsNumberState,
} from '@sudsy/domain/sms';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, tooManyRequests } from '../../http/app-error';
import type { Clock, RateLimiter } from '../../platform/rate-limiter';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { notificationPreferencesOf } from '../notification-preferences';
import { notificationPreferences } from '../notification-preferences/schema';
import { smsAppointmentTexts, smsNumbers } from './schema';

export type SmsDeps = {
  db: Db;
  sender: SmsSender;
  rateLimiter: RateLimiter;
  now: Clock;
  /** Keys the codes' hashes (the auth secret): a copy of the table alone does not give the codes away. */
  secret: string;
  logger: Logger;
};

type NumberRow = typeof smsNumbers.$inferSelect;

async function numberRowOf(db: Db, userId: string): Promise<NumberRow | undefined> {
  const [row] = await db.select().from(smsNumbers).where(eq(smsNumbers.userId, userId));
  return row;
}

/** `codeWaits`: whether a code texted to it may still be entered (SMS is on). */
const stateOf = (row: NumberRow | undefined, phone: string | null, codeWaits = true): SmsNumberState => {
  const current = row !== undefined && phone !== null && row.phone === e164Of(phone);
  return {
    confirmed: current && row.confirmedAt !== null,
    codeSentAt: current && codeWaits && row.codeHash !== null && row.codeSentAt ? row.codeSentAt.toISOString() : null,
  };
};

/** Whether the user's saved number is confirmed, and when a code was last texted to it. */
export async function smsNumberState(db: Db, userId: string): Promise<SmsNumberState> {
  const { sms } = await notificationPreferencesOf(db, userId);
  return stateOf(await numberRowOf(db, userId), sms.phone, sms.enabled);
}

/** Keeps `phone` as the user's number: a different one replaces it, unconfirmed; the same one is no longer stopped. */
async function rememberNumber(db: Db, userId: string, phone: string): Promise<NumberRow> {
  const row = await numberRowOf(db, userId);
  if (row?.phone === phone && row.stoppedAt === null) return row;
  if (row?.phone === phone) {
    await db.update(smsNumbers).set({ stoppedAt: null }).where(eq(smsNumbers.userId, userId));
    return { ...row, stoppedAt: null };
  }
  const fresh = {
    phone,
    confirmedAt: null,
    codeHash: null,
    codeExpiresAt: null,
    codeTries: 0,
    codeSentAt: null,
    stoppedAt: null,
  };
  const [saved] = await db
    .insert(smsNumbers)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({ target: smsNumbers.userId, set: fresh })
    .returning();
  if (!saved) throw new Error('the SMS number was not saved');
  return saved;
}

function codeHash(secret: string, userId: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${phone}:${code}`).digest('hex');
}

/**
 * The SMS section was saved: a new number replaces the old one unconfirmed; SMS on with a number not
 * yet confirmed texts it a code, unless one is waiting or the limits say not now (the user may ask
 * again with Send a new code). A save is the user's own choice, so it ends a STOP's pause.
 */
export async function smsSettingsSaved(deps: SmsDeps, user: SessionUser, sms: SmsSettings): Promise<void> {
  const { db } = deps;
  if (sms.phone === null) {
    await db.delete(smsNumbers).where(eq(smsNumbers.userId, user.id));
    return;
  }
  const phone = e164Of(sms.phone);
  const row = await rememberNumber(db, user.id, phone);
  if (!sms.enabled) return;
  if (row.confirmedAt) return;
  const waiting =
    row.codeHash !== null &&
    row.codeExpiresAt !== null &&
    row.codeExpiresAt > deps.now() &&
    row.codeTries < smsCodeMaxTries;
  if (waiting) return;
  await sendCode(deps, user, phone).catch((error: unknown) => {
    // The save stands; the page shows "Not confirmed yet" and Send a new code says what stops it.
    if (!(error instanceof AppError)) throw error;
  });
}

/**
 * Texts a new code to the user's number: at most one a minute (claimed in the row, so two requests
 * at once send one) and `smsCodesPerHour` an hour per account. The previous code stops working.
 */
async function sendCode(deps: SmsDeps, user: SessionUser, phone: string): Promise<SmsNumberState> {
  const { db } = deps;
  const at = deps.now();
  const code = String(randomInt(0, 10 ** smsCodeLength)).padStart(smsCodeLength, '0');
  const earliest = new Date(at.getTime() - smsResendSeconds * 1000);
  const [claimed] = await db
    .update(smsNumbers)
    .set({
      codeHash: codeHash(deps.secret, user.id, phone, code),
      codeExpiresAt: new Date(at.getTime() + smsCodeLifetimeMinutes * 60_000),
      codeTries: 0,
      codeSentAt: at,
    })
    .where(
      and(
        eq(smsNumbers.userId, user.id),
        eq(smsNumbers.phone, phone),
        or(isNull(smsNumbers.codeSentAt), lte(smsNumbers.codeSentAt, earliest), isNull(smsNumbers.codeHash)),
      ),
    )
    .returning();
  if (!claimed) {
    const row = await numberRowOf(db, user.id);
    const wait = Math.max(1, resendWaitSeconds(row?.codeSentAt ?? null, at));
    throw new AppError(429, 'sms_resend_wait', smsConfirmMessages.resendWait(wait));
  }
  const hourly = await deps.rateLimiter.hit(`sms-codes:${user.id}`, { limit: smsCodesPerHour, windowSeconds: 3600 });
  const undo = () =>
    db
      .update(smsNumbers)
      .set({ codeHash: null, codeExpiresAt: null, codeSentAt: null })
      .where(and(eq(smsNumbers.userId, user.id), eq(smsNumbers.codeSentAt, at)));
  if (!hourly.allowed) {
    await undo();
    throw tooManyRequests(smsConfirmMessages.tooManyCodes, 'sms_codes_limit');
  }
  const outcome = await deps.sender
    .send(
      { to: phone, body: smsCodeText(code), recipient: { userId: user.id, email: user.email } },
      { idempotencyKey: `sms-code-${randomUUID()}` },
    )
    .catch(async (error: unknown) => {
      await undo();
      await deps.rateLimiter.forgive(`sms-codes:${user.id}`);
      // The provider is out of reach (or not configured): said in words, and logged for the operator.
      deps.logger.warn({ err: error }, 'a confirmation code could not be texted');
      throw new AppError(500, 'sms_send_failed', smsConfirmMessages.sendFailed);
    });
  if (outcome === 'refused') {
    await undo();
    throw badRequest(smsConfirmMessages.sendFailed, 'sms_refused');
  }
  return stateOf(claimed, phone);
}

/** The number SMS is on for, or 409 in words when there is none. */
async function numberToConfirm(db: Db, userId: string): Promise<string> {
  const { sms } = await notificationPreferencesOf(db, userId);
  if (!sms.enabled || sms.phone === null) throw conflict(smsConfirmMessages.noNumber, 'sms_no_number');
  return e164Of(sms.phone);
}

/** POST /api/sms/resend: another code, within the limits. */
export async function resendSmsCode(deps: SmsDeps, user: SessionUser): Promise<SmsNumberState> {
  const phone = await numberToConfirm(deps.db, user.id);
  const row = await numberRowOf(deps.db, user.id);
  if (row?.phone === phone && row.confirmedAt) throw conflict(smsConfirmMessages.alreadyConfirmed, 'sms_confirmed');
  // A number saved before numbers were confirmed has no row yet.
  if (row?.phone !== phone) await rememberNumber(deps.db, user.id, phone);
  return sendCode(deps, user, phone);
}

const codeProblem = (message: string, code: string) => new AppError(400, code, message, { code: message });

/**
 * POST /api/sms/confirm: the code texted to the user's number. Each try is counted before the code is
 * compared, so tries at once cannot exceed the five; the fifth wrong one uses the code up.
 */
export async function confirmSmsCode(deps: SmsDeps, user: SessionUser, code: string): Promise<SmsNumberState> {
  const { db } = deps;
  const phone = await numberToConfirm(db, user.id);
  const row = await numberRowOf(db, user.id);
  if (row?.phone === phone && row.confirmedAt) return stateOf(row, phone);
  if (row?.phone !== phone || row.codeHash === null || row.codeExpiresAt === null)
    throw codeProblem(smsConfirmMessages.noCode, 'sms_no_code');
  if (row.codeExpiresAt <= deps.now()) throw codeProblem(smsConfirmMessages.expired, 'sms_code_expired');
  const [counted] = await db
    .update(smsNumbers)
    .set({ codeTries: sql`${smsNumbers.codeTries} + 1` })
    .where(
      and(
        eq(smsNumbers.userId, user.id),
        eq(smsNumbers.codeHash, row.codeHash),
        lt(smsNumbers.codeTries, smsCodeMaxTries),
      ),
    )
    .returning({ tries: smsNumbers.codeTries });
  if (!counted) throw codeProblem(smsConfirmMessages.tooManyTries, 'sms_too_many_tries');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(deps.secret, user.id, phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    if (counted.tries >= smsCodeMaxTries) throw codeProblem(smsConfirmMessages.tooManyTries, 'sms_too_many_tries');
    throw codeProblem(smsConfirmMessages.wrongCode, 'sms_wrong_code');
  }
  const [confirmed] = await db
    .update(smsNumbers)
    .set({ confirmedAt: deps.now(), codeHash: null, codeExpiresAt: null, codeTries: 0 })
    .where(eq(smsNumbers.userId, user.id))
    .returning();
  return stateOf(confirmed, phone);
}

/**
 * The number a notice may be texted to: SMS on, the terms agreed, the number confirmed and not
 * stopped by a STOP. Null otherwise.
 */
export async function textableNumberOf(db: Db, userId: string): Promise<string | null> {
  const { sms } = await notificationPreferencesOf(db, userId);
  if (!sms.enabled || !sms.termsConsent || sms.phone === null) return null;
  const row = await numberRowOf(db, userId);
  const phone = e164Of(sms.phone);
  return row?.phone === phone && row.confirmedAt !== null && row.stoppedAt === null ? phone : null;
}

/**
 * Claims the next of the `smsTextsPerAppointment` texts a person may get about an appointment;
 * null when all are taken, or when the person had `smsTextsPerWeek` texts in the last 7 days.
 * `release` gives it back when the text could not be sent.
 */
export async function claimAppointmentText(
  db: Db,
  userId: string,
  appointmentId: string,
  now: Date = new Date(),
): Promise<{ release(): Promise<void> } | null> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [thisWeek] = await db
    .select({ n: count() })
    .from(smsAppointmentTexts)
    .where(and(eq(smsAppointmentTexts.userId, userId), gt(smsAppointmentTexts.sentAt, weekAgo)));
  if ((thisWeek?.n ?? 0) >= smsTextsPerWeek) return null;
  for (;;) {
    const [sent] = await db
      .select({ n: count() })
      .from(smsAppointmentTexts)
      .where(and(eq(smsAppointmentTexts.userId, userId), eq(smsAppointmentTexts.appointmentId, appointmentId)));
    const slot = (sent?.n ?? 0) + 1;
    if (slot > smsTextsPerAppointment) return null;
    const [claimed] = await db
      .insert(smsAppointmentTexts)
      .values({ userId, appointmentId, slot, sentAt: now })
      .onConflictDoNothing()
      .returning({ slot: smsAppointmentTexts.slot });
    if (claimed)
      return {
        release: async () => {
          await db
            .delete(smsAppointmentTexts)
            .where(
              and(
                eq(smsAppointmentTexts.userId, userId),
                eq(smsAppointmentTexts.appointmentId, appointmentId),
                eq(smsAppointmentTexts.slot, slot),
              ),
            );
        },
      };
  }
}

/** The stored forms a number may have in the preferences: with its plus, or without. */
const storedForms = (phone: string) => [phone, phone.replace(/^\+/, '')];
const preferencePhone = sql`${notificationPreferences.preferences} -> 'sms' ->> 'phone'`;

/**
 * A reply from `from` (E.164): STOP and its fellows turn SMS off for every account with that
 * number, keeping their consents so START and UNSTOP can turn it back on; anything else changes
 * nothing. Answers what to text back, if anything.
 */
export async function replyReceived(db: Db, from: string, body: string): Promise<string | null> {
  const keyword = smsKeywordOf(body);
  if (keyword === null) return null;
  if (keyword === 'help') return smsReplies.help;
  const phone = e164Of(from.trim());
  const accounts = inArray(preferencePhone, storedForms(phone));
  await db.transaction(async (tx) => {
    if (keyword === 'stop') {
      const stopped = await tx
        .update(notificationPreferences)
        .set({ preferences: sql`jsonb_set(${notificationPreferences.preferences}, '{sms,enabled}', 'false'::jsonb)` })
        .where(and(accounts, sql`(${notificationPreferences.preferences} -> 'sms' ->> 'enabled') = 'true'`))
        .returning({ userId: notificationPreferences.userId });
      if (stopped.length > 0)
        await tx
          .update(smsNumbers)
          .set({ stoppedAt: new Date() })
          .where(
            and(
              inArray(
                smsNumbers.userId,
                stopped.map((row) => row.userId),
              ),
              eq(smsNumbers.phone, phone),
            ),
          );
      return;
    }
    // Only accounts this number stopped, whose terms consent is still on record.
    const paused = await tx
      .select({ userId: smsNumbers.userId })
      .from(smsNumbers)
      .where(and(eq(smsNumbers.phone, phone), isNotNull(smsNumbers.stoppedAt)));
    if (paused.length === 0) return;
    const ids = paused.map((row) => row.userId);
    await tx
      .update(notificationPreferences)
      .set({ preferences: sql`jsonb_set(${notificationPreferences.preferences}, '{sms,enabled}', 'true'::jsonb)` })
      .where(
        and(
          accounts,
          inArray(notificationPreferences.userId, ids),
          sql`(${notificationPreferences.preferences} -> 'sms' ->> 'termsConsent') = 'true'`,
        ),
      );
    await tx.update(smsNumbers).set({ stoppedAt: null }).where(inArray(smsNumbers.userId, ids));
  });
  return keyword === 'stop' ? smsReplies.stopped : smsReplies.started;
}
