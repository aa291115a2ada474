import { eq } from 'drizzle-orm';
import {
  receiptBusinessLine,
  receiptAmount,
  receiptChecklistSummary,
  receiptFileName,
  receiptTexts,
  receiptWhen,
  type Receipt,
} from '@sudsy/domain/receipt';
import type { Db } from '../../db/client';
import { appointments } from './schema';
import { user as users } from '../../auth/schema';
import { AppError } from '../../http/app-error';
import { noticeMail, type MailContent } from '../../platform/mail/templates';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptOfAppointment } from './receipt-service';

/**
 * The receipt mail of a completed job (docs/product.md, "Receipts"): its lines in the text, a link
 * to the appointment page and the PDF attached, with the owner it goes to; null for a job booked
 * before prices were kept, which has no receipt.
 */
export async function receiptMailOf(
  db: Db,
  appointmentId: string,
  publicUrl: string,
): Promise<{ owner: { id: string; email: string }; content: MailContent } | null> {
  const [owner] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.ownerId))
    .where(eq(appointments.id, appointmentId));
  if (!owner) return null;
  try {
    const receipt = await receiptOfAppointment(db, appointmentId);
    return { owner, content: receiptMail(receipt, owner.name, await renderReceiptPdf(receipt), publicUrl) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'no_price') return null;
    throw error;
  }
}

function receiptMail(receipt: Receipt, ownerName: string, pdf: Uint8Array, publicUrl: string): MailContent {
  const total = receiptAmount(receipt.totalCents);
  return noticeMail({
    subject: receiptTexts.mailSubject(receipt.washer.name, total),
    name: ownerName,
    intro: receiptTexts.mailIntro(receipt.washer.name),
    details: [
      [receiptTexts.number, receipt.number],
      [receiptTexts.washer, receiptBusinessLine(receipt.washer)],
      [receiptTexts.when, receiptWhen(receipt)],
      [receiptTexts.place, receipt.address],
      [receiptTexts.vehicle, receipt.vehicle],
      [receiptTexts.services, receipt.services.map((service) => service.name).join(', ')],
      ...(receipt.checklist ? [[receiptTexts.checklist, receiptChecklistSummary(receipt.checklist)] as const] : []),
      ...receipt.lines.map((line) => [line.label, receiptAmount(line.amountCents)] as const),
      [receiptTexts.total, total],
      ...(receipt.payment
        ? [
            [receiptTexts.payment, receipt.payment.status] as const,
            ...receipt.payment.rows.map((row) => [row.label, receiptAmount(row.amountCents)] as const),
          ]
        : []),
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
