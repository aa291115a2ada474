import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { receiptAmount, receiptFileName, receiptTexts, receiptWhen, type Receipt } from '@sudsy/domain/receipt';
import type { Db } from '../../db/client';
import { appointments, user as users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BackgroundMailer } from '../../platform/mail/background-mailer';
import { noticeMail, type MailContent } from '../../platform/mail/templates';
import { wantsEmail } from '../notification-preferences';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptOfAppointment } from './receipt-service';

/** Mails the owner the receipt of a job the washer just completed. */
export type ReceiptMailer = { completed(appointmentId: string): Promise<void> };

/**
 * The receipt mail (docs/product.md, "Receipts"): its lines in the text, a link to the appointment
 * page and the PDF attached, when the owner's preferences allow ("request updates"). It goes out in
 * the background, and a failure is logged: the job is completed whatever happens to its mail.
 */
export function createReceiptMailer({
  db,
  mailer,
  publicUrl,
  logger,
}: {
  db: Db;
  mailer: BackgroundMailer;
  publicUrl: string;
  logger: Logger;
}): ReceiptMailer {
  return {
    async completed(appointmentId) {
      try {
        const [owner] = await db
          .select({ id: users.id, email: users.email, name: users.name })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.ownerId))
          .where(eq(appointments.id, appointmentId));
        if (!owner || !(await wantsEmail(db, owner.id, 'receipt'))) return;
        const receipt = await receiptOfAppointment(db, appointmentId);
        const pdf = await renderReceiptPdf(receipt);
        mailer.sendLater({ to: owner.email, ...receiptMail(receipt, owner.name, pdf, publicUrl) });
      } catch (error) {
        // A job booked before prices were kept has no receipt to send; that is no failure.
        if (error instanceof AppError && error.code === 'no_price') return;
        logger.error({ err: error, notification: 'receipt' }, 'notification failed');
      }
    },
  };
}

function receiptMail(receipt: Receipt, ownerName: string, pdf: Uint8Array, publicUrl: string): MailContent {
  const total = receiptAmount(receipt.totalCents);
  return noticeMail({
    subject: receiptTexts.mailSubject(receipt.washer.name, total),
    name: ownerName,
    intro: receiptTexts.mailIntro(receipt.washer.name),
    details: [
      [receiptTexts.number, receipt.number],
      [receiptTexts.washer, receipt.washer.name],
      [receiptTexts.when, receiptWhen(receipt)],
      [receiptTexts.place, receipt.address],
      [receiptTexts.vehicle, receipt.vehicle],
      [receiptTexts.services, receipt.services.map((service) => service.name).join(', ')],
      ...receipt.lines.map((line) => [line.label, receiptAmount(line.amountCents)] as const),
      [receiptTexts.total, total],
    ],
    action: receiptTexts.mailAction,
    url: `${publicUrl}/appointments/${receipt.appointmentId}`,
    publicUrl,
    attachments: [
      {
        filename: receiptFileName(receipt.number),
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}
