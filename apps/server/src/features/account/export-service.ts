import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../auth/access';
import type { Db } from '../../db/client';
import { account as credentialAccounts, session, user as users } from '../../auth/schema';
import { appointments, reviews } from '../appointments/schema';
import { blockedTimes, washerSchedules } from '../schedule/schema';
import { favouriteWashers } from '../favourites/schema';
import { galleryItems, washerProfileReports, washerProfiles } from '../washer-setup/schema';
import { verificationDocuments, washerVerifications } from '../verification/schema';
import { disputePhotos, disputes } from '../disputes/schema';
import { messageReports, messages } from '../messages/schema';
import { notificationPreferences } from '../notification-preferences/schema';
import { notifications } from '../notifications/schema';
import { pushSubscriptions } from '../push-subscriptions/schema';
import { smsAppointmentTexts, smsNumbers } from '../sms/schema';
import { ownerPayers, payoutAccounts } from '../payments/schema';
import { profiles } from '../profiles/schema';
import { quoteRequestPhotos, quoteRequests, quoteResponses } from '../requests/schema';
import { reviewReports } from '../reviews/schema';
import { servicePreferences } from '../service-preferences/schema';
import { vehicles } from '../vehicles/schema';
import { washerCertifications, washerInsurance, washerSkills } from '../washer-credentials/schema';
import { uploadsOf } from './uploads';

/** A stored file of the user's: what it is and where the API serves it. */
export type ExportedUpload = { kind: string; url: string };

/**
 * Everything the product holds about the user, as rows of each table that names them, with the
 * files they uploaded listed (docs/product.md, "Account page"). Secrets stay out: session tokens,
 * password hashes, two-factor secrets and the calendar feed's secret would let whoever holds the
 * file act as the user.
 */
export async function exportAccountData(db: Db, caller: SessionUser) {
  const id = caller.id;
  const rowsOf = <Table extends PgTable>(table: Table, where: SQL | undefined, omit: string[] = []) =>
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .then((rows) =>
        rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !omit.includes(column)))),
      );
  const mine = (column: PgColumn) => eq(column, id);

  const [account = null] = await rowsOf(users, mine(users.id));
  const data = {
    exportedAt: new Date().toISOString(),
    account,
    signInMethods: await rowsOf(credentialAccounts, mine(credentialAccounts.userId), [
      'password',
      'accessToken',
      'refreshToken',
      'idToken',
    ]),
    sessions: await rowsOf(session, mine(session.userId), ['token']),
    profile: await rowsOf(profiles, mine(profiles.userId)),
    notificationPreferences: await rowsOf(notificationPreferences, mine(notificationPreferences.userId)),
    servicePreferences: await rowsOf(servicePreferences, mine(servicePreferences.ownerId)),
    vehicles: await rowsOf(vehicles, mine(vehicles.ownerId)),
    favouriteWashers: await rowsOf(favouriteWashers, mine(favouriteWashers.ownerId)),
    quoteRequests: await rowsOf(quoteRequests, mine(quoteRequests.ownerId)),
    requestPhotos: await rowsOf(quoteRequestPhotos, mine(quoteRequestPhotos.ownerId)),
    quotes: await rowsOf(quoteResponses, mine(quoteResponses.washerId)),
    appointments: await rowsOf(appointments, or(mine(appointments.ownerId), mine(appointments.washerId))),
    reviews: await rowsOf(reviews, or(mine(reviews.ownerId), mine(reviews.washerId))),
    reviewReports: await rowsOf(reviewReports, mine(reviewReports.reporterId)),
    messages: await rowsOf(messages, or(mine(messages.senderId), mine(messages.receiverId))),
    messageReports: await rowsOf(messageReports, mine(messageReports.reporterId)),
    profileReports: await rowsOf(washerProfileReports, mine(washerProfileReports.reporterId)),
    disputes: await rowsOf(disputes, or(mine(disputes.ownerId), mine(disputes.washerId))),
    // Where the photos are kept stays out, as for every upload; the uploads list serves them.
    disputePhotos: await rowsOf(
      disputePhotos,
      inArray(
        disputePhotos.disputeId,
        db
          .select({ id: disputes.id })
          .from(disputes)
          .where(or(mine(disputes.ownerId), mine(disputes.washerId))),
      ),
      ['key', 'thumbKey'],
    ),
    notifications: await rowsOf(notifications, mine(notifications.userId)),
    // Without the keys that decrypt what is pushed to each device.
    pushSubscriptions: await rowsOf(pushSubscriptions, mine(pushSubscriptions.userId), ['p256dh', 'auth']),
    // Without the hash of a confirmation code still waiting.
    smsNumber: await rowsOf(smsNumbers, mine(smsNumbers.userId), ['codeHash']),
    smsTextsPerAppointment: await rowsOf(smsAppointmentTexts, mine(smsAppointmentTexts.userId)),
    washerProfile: await rowsOf(washerProfiles, mine(washerProfiles.userId)),
    schedule: await rowsOf(washerSchedules, mine(washerSchedules.washerId), ['calendarFeedSecret']),
    blockedTimes: await rowsOf(blockedTimes, mine(blockedTimes.washerId)),
    insurance: await rowsOf(washerInsurance, mine(washerInsurance.washerId)),
    skills: await rowsOf(washerSkills, mine(washerSkills.washerId)),
    certifications: await rowsOf(washerCertifications, mine(washerCertifications.washerId)),
    gallery: await rowsOf(galleryItems, mine(galleryItems.washerId)),
    verification: await rowsOf(washerVerifications, mine(washerVerifications.washerId)),
    verificationDocuments: await rowsOf(verificationDocuments, mine(verificationDocuments.washerId), ['key']),
    // Ids at the payment provider and the chosen card; the cards' details stay with the provider.
    paymentPayer: await rowsOf(ownerPayers, mine(ownerPayers.userId)),
    payoutAccount: await rowsOf(payoutAccounts, mine(payoutAccounts.washerId)),
  };
  const uploads = await uploadsOf(db, id);
  return { ...data, uploads: uploads.map(({ kind, url }): ExportedUpload => ({ kind, url })) };
}
