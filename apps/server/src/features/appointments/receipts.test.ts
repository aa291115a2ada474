import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentDetail } from '@sudsy/domain/appointment';
import { defaultPreferences } from '@sudsy/domain/notification-preferences';
import { receiptMessages, receiptTexts, type Receipt } from '@sudsy/domain/receipt';
import { callAs, signedIn, type SignedIn } from '../../test/accounts';
import { completeAs, insertAppointment } from '../../test/appointments';
import { mailsTo, washerWithProfile } from '../../test/bookings';
import { dayFromToday } from '../../test/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveNotificationPreferences } from '../notification-preferences';
import { profiles } from '../profiles/schema';

let t: TestApp;
let washer: SignedIn;
let owner: SignedIn;
let otherOwner: SignedIn;
let otherWasher: SignedIn;

const businessName = 'Shine Mobile Detailing';

beforeAll(async () => {
  t = await createTestApp();
  [washer, owner, otherOwner, otherWasher] = await Promise.all([
    washerWithProfile(t, businessName),
    signedIn(t, 'owner'),
    signedIn(t, 'owner'),
    signedIn(t, 'washer'),
  ]);
});
afterAll(() => t.close());

/** A job of `owner` with `washer` that started yesterday, so the washer may complete it. */
const started = (fields: Parameters<typeof insertAppointment>[3] = {}, by: SignedIn = owner) =>
  insertAppointment(t.database.db, washer, by, {
    serviceDate: dayFromToday(-1),
    services: ['express-wash', 'clay-bar'],
    priceCents: 12_345,
    ...fields,
  });

async function completed(fields: Parameters<typeof insertAppointment>[3] = {}, by: SignedIn = owner) {
  const id = await started(fields, by);
  const response = await completeAs(t, washer, id);
  expect(response.status).toBe(200);
  return id;
}

async function receiptOf(who: SignedIn, id: string): Promise<Receipt> {
  const response = await callAs(t, who, 'GET', `/api/appointments/${id}/receipt`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { receipt: Receipt }).receipt;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

describe('GET /api/appointments/:id/receipt', () => {
  it('totals exactly what the appointment stores as its price, with its washer, services, date and place', async () => {
    const id = await completed();
    const appointment = (
      (await (await callAs(t, owner, 'GET', `/api/appointments/${id}`)).json()) as { appointment: AppointmentDetail }
    ).appointment;

    const receipt = await receiptOf(owner, id);
    expect(receipt.totalCents).toBe(appointment.priceCents);
    expect(receipt.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(receipt.totalCents);
    expect(receipt.lines).toEqual([{ kind: 'quote', label: receiptTexts.quoteLine, amountCents: 12_345 }]);
    // The job's own local date, whatever day it was completed on in UTC.
    expect(receipt.number).toBe(`R-${appointment.date.replaceAll('-', '')}-${id.slice(0, 8).toUpperCase()}`);
    expect(receipt).toMatchObject({
      appointmentId: id,
      // The business's town, never the street of the washer's base ('500 W 2nd St'); no phone given yet.
      washer: { id: washer.id, name: businessName, locality: 'Austin, TX 78701', phone: null },
      ownerName: appointment.ownerName,
      vehicle: appointment.vehicle,
      date: appointment.date,
      start: appointment.start,
      end: appointment.end,
      address: appointment.address,
      completedAt: appointment.completedAt,
      services: [
        { id: 'express-wash', name: 'Express Wash & Go' },
        { id: 'clay-bar', name: 'Clay Bar Treatment' },
      ],
    });
  });

  it('gives each car of a booking for several cars its own line, totalling the price', async () => {
    const suvServices = ['express-wash', 'interior-quick-clean', 'pet-hair-removal', 'clay-bar'];
    const cars = [
      { vehicle: '2022 Toyota RAV4', services: suvServices, priceCents: 14_600 },
      { vehicle: '2019 Honda Civic', services: ['express-wash'], priceCents: 4000 },
    ];
    const id = await completed({
      vehicleDescription: '2022 Toyota RAV4 + 2019 Honda Civic',
      services: suvServices,
      priceCents: 18_600,
      cars,
    });
    const receipt = await receiptOf(owner, id);
    const suvLine = '2022 Toyota RAV4: Express Wash & Go, Interior Quick Clean, Pet Hair Removal, Clay Bar Treatment';
    expect(receipt.lines).toEqual([
      { kind: 'quote', label: suvLine, amountCents: 14_600 },
      { kind: 'quote', label: '2019 Honda Civic: Express Wash & Go', amountCents: 4000 },
    ]);
    expect(receipt.totalCents).toBe(18_600);
    // The PDF keeps the whole of a car's line, wrapped under its amount rather than cut.
    const pdf = await callAs(t, owner, 'GET', `/api/appointments/${id}/receipt.pdf`);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain(`${suvLine} $146.00`);
  });

  it('carries the washer’s phone once their Account Information gives one', async () => {
    const id = await completed();
    await t.database.db
      .insert(profiles)
      .values({ userId: washer.id, phone: '(512) 555-0142' })
      .onConflictDoUpdate({ target: profiles.userId, set: { phone: '(512) 555-0142' } });
    expect((await receiptOf(owner, id)).washer).toMatchObject({
      locality: 'Austin, TX 78701',
      phone: '(512) 555-0142',
    });
    await t.database.db.update(profiles).set({ phone: null }).where(eq(profiles.userId, washer.id));
  });

  it('is the same receipt for the job’s washer, and no one else’s to read', async () => {
    const id = await completed();
    expect(await receiptOf(washer, id)).toEqual(await receiptOf(owner, id));
    for (const path of [`/api/appointments/${id}/receipt`, `/api/appointments/${id}/receipt.pdf`]) {
      expect((await callAs(t, otherOwner, 'GET', path)).status).toBe(404);
      expect((await callAs(t, otherWasher, 'GET', path)).status).toBe(404);
      expect((await callAs(t, null, 'GET', path)).status).toBe(401);
    }
  });

  it('is not issued before the job is completed, nor for a cancelled job or one booked without a price', async () => {
    for (const id of [await started(), await started({ status: 'cancelled' })]) {
      for (const path of [`/api/appointments/${id}/receipt`, `/api/appointments/${id}/receipt.pdf`]) {
        const response = await callAs(t, owner, 'GET', path);
        expect(response.status).toBe(409);
        expect(await errorOf(response)).toEqual({ code: 'not_completed', message: receiptMessages.notCompleted });
      }
    }
    const unpriced = await completed({ priceCents: null });
    const response = await callAs(t, owner, 'GET', `/api/appointments/${unpriced}/receipt`);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(receiptMessages.noPrice);
  });

  it('answers 400 to an id that is not one, and 404 to an unknown one', async () => {
    expect((await callAs(t, owner, 'GET', '/api/appointments/not-a-uuid/receipt')).status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await callAs(t, owner, 'GET', `/api/appointments/${unknown}/receipt.pdf`)).status).toBe(404);
  });
});

describe('GET /api/appointments/:id/receipt.pdf', () => {
  it('downloads a PDF named after the receipt number that reads the receipt', async () => {
    const id = await completed();
    const receipt = await receiptOf(owner, id);
    const response = await callAs(t, owner, 'GET', `/api/appointments/${id}/receipt.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="sudsy-receipt-${receipt.number}.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      receipt.number,
      businessName,
      receipt.ownerName,
      receipt.address,
      'Express Wash & Go, Clay Bar Treatment',
      'Quoted price $123.45',
      'Total $123.45',
    ])
      expect(text).toContain(expected);
  });

  it('draws names and places in any script, standing in for what its font cannot draw', async () => {
    const id = await completed({
      ownerName: 'Zoë Łukasiewicz 李小龍',
      address: '東京都渋谷区 1-2-3, Ōsaka-dőri 😀',
      vehicleDescription: 'Škoda Octavia\tblue\nline two',
    });
    const response = await callAs(t, owner, 'GET', `/api/appointments/${id}/receipt.pdf`);
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Zoë ?ukasiewicz ???');
    expect(text).toContain('?????? 1-2-3, Osaka-dori ?');
    expect(text).toContain('Škoda Octavia blue line two');
  });
});

describe('the receipt mail on completion', () => {
  it('sends the owner the receipt’s lines, a link to the appointment and the PDF', async () => {
    const buyer = await signedIn(t, 'owner');
    const id = await completed({}, buyer);
    const receipt = await receiptOf(buyer, id);
    const mails = (await mailsTo(t, buyer)).filter((mail) => mail.subject.startsWith('Your receipt'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Your receipt from ${businessName}: $123.45`);
    for (const line of [
      `${receiptTexts.number}: ${receipt.number}`,
      `Washer: ${businessName} · Austin, TX 78701`,
      'Services: Express Wash & Go, Clay Bar Treatment',
      'Quoted price: $123.45',
      'Total: $123.45',
      `${t.config.publicUrl}/appointments/${id}`,
    ])
      expect(mail?.text.split('\n')).toContain(line);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: `sudsy-receipt-${receipt.number}.pdf`,
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    const text = await pdfText(new Uint8Array(Buffer.from(attachment?.content ?? '', 'base64')));
    expect(text).toContain('Total $123.45');
    expect(text).toContain(receipt.number);
  });

  it('is not sent to an owner who turned request updates off, and not to the washer', async () => {
    const quiet = await signedIn(t, 'owner');
    const preferences = defaultPreferences();
    await saveNotificationPreferences(t.database.db, quiet.id, {
      ...preferences,
      email: { ...preferences.email, requestUpdates: false },
    });
    const id = await completed({}, quiet);
    expect((await receiptOf(quiet, id)).totalCents).toBe(12_345);
    const receipts = async (who: SignedIn) =>
      (await mailsTo(t, who)).filter((mail) => mail.subject.startsWith('Your receipt'));
    expect(await receipts(quiet)).toEqual([]);
    expect(await receipts(washer)).toEqual([]);
  });
});
