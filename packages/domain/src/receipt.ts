// The receipt of a completed job (docs/product.md, "Receipts"): what the owner paid the washer for,
// on the appointment page, in the completion email and as a PDF. Its figures are the appointment's
// own, so the receipt's total is always the price the owner accepted. All texts here are ours: the
// original product stopped at the quote.
import { z } from 'zod';
import type { BookingCar } from './booking-cars';
import { checklistTexts } from './checklists';
import type { ReceiptTotals } from './ledger';
import { formatCents } from './money';
import { serviceNames } from './schedule-rules';
import { formatTime12h } from './time-slots';

/** 'quote' is the accepted quote's amount; an 'adjustment' changes it afterwards (a surcharge, a discount). */
export const receiptLineKinds = ['quote', 'adjustment'] as const;

export const receiptLineSchema = z.object({
  kind: z.enum(receiptLineKinds),
  label: z.string(),
  /** Integer cents; an adjustment may be negative. */
  amountCents: z.number().int(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** How a job paid through Sudsy was paid, as its receipt shows it (null: paid at the job). */
export const receiptPaymentSchema = z.object({
  /** 'Paid with Visa ending in 4242', 'Refunded in full', 'Being charged to …'. */
  status: z.string(),
  /** The money lines: charged for the job, tip, refunded, total charged; the washer's copy adds fee and net. */
  rows: z.array(z.object({ label: z.string(), amountCents: z.number().int() })),
});
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

export const receiptChecklistSchema = z.array(z.object({ service: z.string(), label: z.string(), done: z.boolean() }));
export type ReceiptChecklist = z.infer<typeof receiptChecklistSchema>;

/** GET /api/appointments/:id/receipt, for the appointment's owner and its washer. */
export const receiptSchema = z.object({
  number: z.string(),
  appointmentId: z.string(),
  /** ISO instant the washer marked the job completed. */
  completedAt: z.string(),
  /**
   * The business that did the job, as its document names it: the business name, its town (the
   * street of a washer's base stays private, docs/decisions/021) and the phone of their Account
   * Information, each null when not given.
   */
  washer: z.object({ id: z.string(), name: z.string(), locality: z.string().nullable(), phone: z.string().nullable() }),
  ownerName: z.string(),
  vehicle: z.string(),
  /** 'yyyy-MM-dd' and 'HH:mm', the wall clock of the job's place. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  address: z.string(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  lines: z.array(receiptLineSchema),
  totalCents: z.number().int(),
  /** How it was paid through Sudsy; null when the owner paid the washer at the job. */
  payment: receiptPaymentSchema.nullable(),
  /** The job's checklist as the washer left it; null when they ticked none of it. */
  checklist: receiptChecklistSchema.nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * The payment part of a receipt: what the owner's card was charged (the job, the tip, less
 * refunds), and on the washer's copy Sudsy's fee and what the washer keeps. Totals come from the
 * ledger, so the receipt's total charged equals captured plus tip minus refunds.
 */
export function receiptPayment(money: ReceiptTotals, card: string | null, side: 'owner' | 'washer'): ReceiptPayment {
  const paidWith = card ? `Paid with ${card}` : 'Paid through Sudsy';
  const status =
    money.capturedCents === 0
      ? card
        ? `Being charged to ${card}`
        : 'Being charged'
      : money.totalPaidCents === 0
        ? 'Refunded in full'
        : money.refundedCents > 0
          ? `${paidWith}; partly refunded`
          : paidWith;
  const rows = [
    { label: receiptTexts.chargedForJob, amountCents: money.capturedCents },
    ...(money.tipCents > 0 ? [{ label: receiptTexts.tip, amountCents: money.tipCents }] : []),
    ...(money.refundedCents > 0 ? [{ label: receiptTexts.refunded, amountCents: -money.refundedCents }] : []),
    { label: receiptTexts.totalCharged, amountCents: money.totalPaidCents },
    ...(side === 'washer'
      ? [
          { label: receiptTexts.sudsyFee, amountCents: -money.feeCents },
          { label: receiptTexts.youEarn, amountCents: money.washerNetCents },
        ]
      : []),
  ];
  return { status, rows };
}
export const receiptResponseSchema = z.object({ receipt: receiptSchema });

/**
 * 'R-20300603-1A2B3C4D': the job's own date, as its customer and washer read it (the appointment's
 * local date in the washer's zone, stored with the booking, so no reader's zone changes it), and
 * the first 8 hex digits of the appointment's id. The number is derived, not stored: a running
 * counter would need a column and a migration, and a derived number is the same on every reading
 * of the receipt (page, email, PDF). Appointment ids are random UUIDs, so two receipts of one day
 * share a number with a chance of about one in four billion per pair; the appointment's full id
 * travels with the receipt for the rare case that matters.
 */
export function receiptNumber(appointmentId: string, jobDate: string): string {
  const day = jobDate.replaceAll('-', '');
  const head = appointmentId.replaceAll('-', '').slice(0, 8).toUpperCase();
  return `R-${day}-${head}`;
}

/**
 * What the appointment stores about money: the accepted quote (for several cars, the sum of their
 * price lines), each car's line when the booking covers several, and any change made since.
 */
export type ReceiptFigures = {
  quotedCents: number;
  cars?: readonly BookingCar[];
  adjustments?: readonly { label: string; amountCents: number }[];
};

/**
 * The receipt's lines and total: the quoted amount, or a line per car of a booking for several
 * cars, then each adjustment; the total is their sum, in integer cents, so it equals what the
 * appointment stores as its price.
 */
export function receiptLines({ quotedCents, cars = [], adjustments = [] }: ReceiptFigures): {
  lines: ReceiptLine[];
  totalCents: number;
} {
  const priced: ReceiptLine[] =
    cars.length > 0
      ? cars.map((car) => ({
          kind: 'quote',
          label: receiptTexts.carLine(car.vehicle, serviceNames(car.services)),
          amountCents: car.priceCents,
        }))
      : [{ kind: 'quote', label: receiptTexts.quoteLine, amountCents: quotedCents }];
  const lines: ReceiptLine[] = [
    ...priced,
    ...adjustments.map((adjustment) => ({ kind: 'adjustment' as const, ...adjustment })),
  ];
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/** A completed job has a receipt, unless it was booked before prices were kept. */
export function hasReceipt(appointment: { status: string; priceCents: number | null }): boolean {
  return appointment.status === 'completed' && appointment.priceCents !== null;
}

/** The appointment's services as the receipt lists them. */
export function receiptServices(serviceIds: readonly string[]): Receipt['services'] {
  const names = serviceNames(serviceIds);
  return serviceIds.map((id, index) => ({ id, name: names[index] ?? id }));
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'Monday, June 3, 2030, 10:00 AM to 11:30 AM': when the job was done, in its place's wall clock. */
export function receiptWhen(receipt: Pick<Receipt, 'date' | 'start' | 'end'>): string {
  const [year = 0, month = 1, day = 1] = receipt.date.split('-').map(Number);
  const date = longDate.format(new Date(Date.UTC(year, month - 1, day)));
  return `${date}, ${formatTime12h(receipt.start)} to ${formatTime12h(receipt.end)}`;
}

/** The business in a line: 'Haight Street Shine · San Francisco, CA 94108 · (415) 555-0100'. */
export function receiptBusinessLine(washer: Receipt['washer']): string {
  return [washer.name, washer.locality, washer.phone].filter((part) => part).join(' · ');
}

/** An amount on a receipt: always with its cents, '$95.00', and a discount as '-$5.00'. */
export const receiptAmount = (cents: number): string => formatCents(cents, { always2: true });

/** The file a receipt downloads as: 'sudsy-receipt-R-20300603-1A2B3C4D.pdf'. */
export const receiptFileName = (number: string): string => `sudsy-receipt-${number}.pdf`;

export const receiptMessages = {
  notCompleted: 'A receipt is issued once the job is completed.',
  noPrice: 'This appointment has no recorded price, so it has no receipt.',
} as const;

export const receiptTexts = {
  title: 'Receipt',
  description: 'Your record of this wash: keep it, print it or download it as a PDF.',
  number: 'Receipt number',
  washer: 'Washer',
  customer: 'Customer',
  vehicle: 'Vehicle',
  when: 'Date',
  place: 'Place',
  services: 'Services',
  quoteLine: 'Quoted price',
  /** A car's line on a booking for several cars: "2022 Toyota RAV4: Express Wash & Go". */
  carLine: (vehicle: string, services: readonly string[]) => `${vehicle}: ${services.join(', ')}`,
  total: 'Total',
  payment: 'Payment',
  checklist: 'Checklist',
  chargedForJob: 'Charged for the job',
  tip: 'Tip',
  refunded: 'Refunded',
  totalCharged: 'Total charged',
  sudsyFee: 'Sudsy fee',
  youEarn: 'You earn',
  download: 'Download PDF',
  print: 'Print',
  loading: 'Loading the receipt...',
  loadFailed: 'Failed to load the receipt',
  loadFailedDescription: 'The receipt could not be loaded. Please try again.',
  thanks: 'Thank you for booking with Sudsy.',
  mailSubject: (washerName: string, total: string) => `Your receipt from ${washerName}: ${total}`,
  mailIntro: (washerName: string) =>
    `${washerName} marked your wash completed. Here is your receipt; the PDF is attached.`,
  mailAction: 'See the appointment',
} as const;

/** The checklist in a line, for the PDF: '5 of 6 steps done; not ticked: Custom service: Done as described'. */
export function receiptChecklistSummary(items: ReceiptChecklist): string {
  const missed = items.filter((item) => !item.done);
  const done = checklistTexts.progress(items.length - missed.length, items.length);
  if (missed.length === 0) return done;
  return `${done}; not ticked: ${missed.map((item) => `${item.service}: ${item.label}`).join(', ')}`;
}
