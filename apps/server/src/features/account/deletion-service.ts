import { and, eq, inArray, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import { accountDeletionMessages, accountMessages, type deleteAccountSchema } from '@sudsy/domain/account';
import type { z } from 'zod';
import { asOwner, type SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { invalidFields } from '../../http/app-error';
import { account as credentialAccounts, session, twoFactor, user as users } from '../../auth/schema';
import { appointmentCompletions, appointments, proofPhotos } from '../appointments/schema';
import { blockedTimes, washerSchedules } from '../schedule/schema';
import { favouriteWashers } from '../favourites/schema';
import { galleryItems, washerProfiles } from '../washer-setup/schema';
import { notificationPreferences } from '../notification-preferences/schema';
import { notifications } from '../notifications/schema';
import { pushSubscriptions } from '../push-subscriptions/schema';
import { smsAppointmentTexts, smsNumbers } from '../sms/schema';
import { ownerPayers } from '../payments/schema';
import { profiles } from '../profiles/schema';
import { quoteRequestPhotos, quoteRequests, quoteResponses } from '../requests/schema';
import { reviewReports } from '../reviews/schema';
import { servicePreferences } from '../service-preferences/schema';
import { vehicles } from '../vehicles/schema';
import { washerCertifications, washerInsurance, washerSkills } from '../washer-credentials/schema';
import { verificationDocuments, washerVerifications } from '../verification/schema';
import type { Storage } from '../../platform/storage/storage';
import { cancelAppointment } from '../appointments';
import { cancelRequest } from '../requests';
import { uploadsOf } from './uploads';

type DeleteAccount = z.output<typeof deleteAccountSchema>;

export type DeletionDeps = { db: Db; storage: Storage; logger: Logger };

/** How the caller proves it is them (Better Auth checks both): whether the password, and the authenticator's code, are right. */
export type IdentityChecks = {
  password(password: string): Promise<boolean>;
  code(code: string): Promise<boolean>;
};

/** The password, and the authenticator's code when two-factor is on: a 400 naming the field otherwise. */
async function confirmIdentity(db: Db, caller: SessionUser, input: DeleteAccount, checks: IdentityChecks) {
  if (!(await checks.password(input.password)))
    throw invalidFields({ password: accountMessages.wrongPassword }, accountMessages.wrongPassword);
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, caller.id));
  if (!row?.on) return;
  if (input.code === '')
    throw invalidFields({ code: accountDeletionMessages.codeRequired }, accountDeletionMessages.codeRequired);
  if (!(await checks.code(input.code)))
    throw invalidFields({ code: accountMessages.wrongCode }, accountMessages.wrongCode);
}

/**
 * Closes the caller's account once its password (and code) were checked (docs/product.md,
 * "Account page"). What others rely on stays, without the person: their scheduled appointments
 * and open requests are cancelled with the other side told, their open quotes withdrawn; their
 * messages and reviews stay under 'Deleted user'. Everything else of theirs goes, their uploads
 * from storage included, and every session ends.
 */
export async function deleteAccount(
  { db, storage, logger }: DeletionDeps,
  caller: SessionUser,
  input: DeleteAccount,
  checks: IdentityChecks,
): Promise<void> {
  await confirmIdentity(db, caller, input, checks);
  const id = caller.id;
  const scheduled = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(or(eq(appointments.ownerId, id), eq(appointments.washerId, id)), eq(appointments.status, 'scheduled')));
  for (const appointment of scheduled)
    await cancelAppointment(db, caller, appointment.id, {
      reason: accountDeletionMessages.cancelReason,
      keepRequestOpen: false,
    });
  if (caller.role === 'owner') {
    const owner = asOwner(caller);
    const open = await db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.ownerId, id), inArray(quoteRequests.status, ['pending', 'sent'])));
    for (const request of open) await cancelRequest(db, owner, request.id);
  }

  const keys = (await uploadsOf(db, id)).flatMap((upload) => upload.keys);
  await db.transaction(async (tx) => {
    await tx
      .update(quoteResponses)
      .set({ status: 'withdrawn' })
      .where(and(eq(quoteResponses.washerId, id), inArray(quoteResponses.status, ['sent', 'quoted'])));
    // The job records stay the owners' history; the washer's photos of them go.
    const jobs = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.washerId, id));
    await tx
      .update(appointmentCompletions)
      .set({ beforeKey: null, beforeThumbKey: null, afterKey: null, afterThumbKey: null, galleryItemId: null })
      .where(inArray(appointmentCompletions.appointmentId, jobs));
    await tx.delete(proofPhotos).where(inArray(proofPhotos.appointmentId, jobs));
    await tx.delete(quoteRequestPhotos).where(eq(quoteRequestPhotos.ownerId, id));
    await tx.delete(galleryItems).where(eq(galleryItems.washerId, id));
    await tx.delete(vehicles).where(eq(vehicles.ownerId, id));
    await tx.delete(favouriteWashers).where(or(eq(favouriteWashers.ownerId, id), eq(favouriteWashers.washerId, id)));
    await tx.delete(profiles).where(eq(profiles.userId, id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, id));
    await tx.delete(notifications).where(eq(notifications.userId, id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
    // The phone number texts went to, and the count of texts about each job.
    await tx.delete(smsNumbers).where(eq(smsNumbers.userId, id));
    await tx.delete(smsAppointmentTexts).where(eq(smsAppointmentTexts.userId, id));
    await tx.delete(reviewReports).where(eq(reviewReports.reporterId, id));
    await tx.delete(servicePreferences).where(eq(servicePreferences.ownerId, id));
    // The tie to the owner's payer at the provider, and with it their saved cards' place in the
    // product. A washer's payout account stays: money still owed to them is paid out through it.
    await tx.delete(ownerPayers).where(eq(ownerPayers.userId, id));
    await tx.delete(washerProfiles).where(eq(washerProfiles.userId, id));
    await tx.delete(blockedTimes).where(eq(blockedTimes.washerId, id));
    await tx.delete(washerSchedules).where(eq(washerSchedules.washerId, id));
    await tx.delete(washerInsurance).where(eq(washerInsurance.washerId, id));
    await tx.delete(washerSkills).where(eq(washerSkills.washerId, id));
    await tx.delete(washerCertifications).where(eq(washerCertifications.washerId, id));
    await tx.delete(verificationDocuments).where(eq(verificationDocuments.washerId, id));
    await tx.delete(washerVerifications).where(eq(washerVerifications.washerId, id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, id));
    await tx.delete(credentialAccounts).where(eq(credentialAccounts.userId, id));
    await tx.delete(session).where(eq(session.userId, id));
    // The row stays for the messages, reviews and appointments that name it; the person does not.
    await tx
      .update(users)
      .set({
        name: accountDeletionMessages.deletedName,
        email: `deleted-${id}@deleted.invalid`,
        emailVerified: false,
        image: null,
        twoFactorEnabled: false,
      })
      .where(eq(users.id, id));
  });
  // After the rows: a file whose row is gone is only space, a row whose file is gone is a broken photo.
  for (const key of keys)
    await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, 'could not remove an upload'));
}
