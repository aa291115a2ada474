import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { receiptAmount, receiptFileName, receiptTexts } from '@sudsy/domain/receipt';
import { expectNoSeriousViolations } from './support/accessibility';
import { signInThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { readLatestMail } from './support/mailbox';
import { completeThroughApi } from './support/marketplace';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test('once the job is completed, the owner is mailed the receipt, reads it on the appointment page, prints it alone and downloads its PDF', async ({
  page,
  startedBooking,
}) => {
  const { washer, owner, booking } = startedBooking;
  await completeThroughApi(washer, booking.appointmentId);
  const total = receiptAmount(booking.priceCents ?? 0);

  const mail = await readLatestMail(owner.email, { subject: /^Your receipt from / });
  expect(mail.subject).toBe(receiptTexts.mailSubject(washer.name, total));
  expect(mail.text).toContain(`Total: ${total}`);
  // Paid through Sudsy, as every booking is: charged to the owner's card at completion.
  const paidWith = 'Paid with Visa ending in 4242';
  expect(mail.text).toContain(paidWith);

  await signInThroughApi(page, owner);
  await page.goto(`/appointments/${booking.appointmentId}`);
  const receipt = page.getByRole('region', { name: receiptTexts.title });
  const number = receipt.getByText(/^R-\d{8}-[0-9A-F]{8}$/);
  await expect(number).toBeVisible();
  const receiptNumber = (await number.textContent()) ?? '';
  expect(mail.text).toContain(`${receiptTexts.number}: ${receiptNumber}`);
  const items = receipt.getByRole('table', { name: receiptTexts.title });
  await expect(items.getByRole('row', { name: receiptTexts.total })).toHaveText(`${receiptTexts.total}${total}`);
  const payment = receipt.getByRole('table', { name: new RegExp(`^${receiptTexts.payment}`) });
  await expect(payment).toContainText(paidWith);
  await expect(payment.getByRole('row', { name: receiptTexts.totalCharged })).toHaveText(
    `${receiptTexts.totalCharged}${total}`,
  );
  await expect(receipt.getByText(washer.name)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Printed, the page is the receipt alone: no site header, no other card, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Details' })).toBeHidden();
  await expect(receipt.getByRole('button', { name: receiptTexts.print })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('link', { name: receiptTexts.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(receiptFileName(receiptNumber));
  const text = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(text).toContain(`${receiptTexts.number}: ${receiptNumber}`);
  expect(text).toContain(`${receiptTexts.total} ${total}`);
  expect(text).toContain(paidWith);
  expect(text).toContain(`${receiptTexts.totalCharged} ${total}`);
  expect(text).toContain(washer.name);
});
