import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  receiptAmount,
  receiptBusinessLine,
  receiptChecklistSummary,
  receiptTexts,
  receiptWhen,
  type Receipt,
} from '@sudsy/domain/receipt';

// US Letter in points, with an inch of margin: the paper owners print on.
const pageSize: [number, number] = [612, 792];
const margin = 72;
const contentWidth = pageSize[0] - 2 * margin;
const ink = rgb(0.12, 0.16, 0.22);
const muted = rgb(0.29, 0.33, 0.39);
const brand = rgb(0.01, 0.41, 0.63);
const rule = rgb(0.82, 0.85, 0.89);

type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * The receipt as a one-page PDF, drawn with the standard Helvetica faces so no font file ships
 * with the server and no browser runs to print it.
 */
export async function renderReceiptPdf(receipt: Receipt): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receiptTexts.title} ${receipt.number}`);
  pdf.setAuthor('Sudsy');
  pdf.setCreationDate(new Date(receipt.completedAt));
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const page = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const text = (value: string, x: number, size: number, font = fonts.regular, color = ink) =>
    page.drawText(drawable(value, font), { x, y, size, font, color });
  const gap = (points: number) => (y -= points);

  text('Sudsy', margin, 22, fonts.bold, brand);
  const title = receiptTexts.title;
  text(title, margin + contentWidth - fonts.bold.widthOfTextAtSize(title, 22), 22, fonts.bold);
  gap(28);
  text(`${receiptTexts.number}: ${receipt.number}`, margin, 11, fonts.bold);
  gap(26);

  const facts: [string, string][] = [
    [receiptTexts.washer, receiptBusinessLine(receipt.washer)],
    [receiptTexts.customer, receipt.ownerName],
    [receiptTexts.vehicle, receipt.vehicle],
    [receiptTexts.when, receiptWhen(receipt)],
    [receiptTexts.place, receipt.address],
    [receiptTexts.services, receipt.services.map((service) => service.name).join(', ')],
    ...(receipt.checklist
      ? [[receiptTexts.checklist, receiptChecklistSummary(receipt.checklist)] as [string, string]]
      : []),
  ];
  const valueX = margin + 100;
  for (const [label, value] of facts) {
    text(label, margin, 10, fonts.regular, muted);
    for (const line of wrapped(value, fonts.regular, 10, contentWidth - 100)) {
      text(line, valueX, 10);
      gap(15);
    }
    gap(4);
  }

  gap(10);
  drawRule(page, y + 12);
  for (const line of receipt.lines)
    gap(18 + amountRow(page, fonts.regular, line.label, receiptAmount(line.amountCents), y, 11));
  drawRule(page, y + 12);
  gap(6);
  amountRow(page, fonts.bold, receiptTexts.total, receiptAmount(receipt.totalCents), y, 13);
  if (receipt.payment) {
    gap(30);
    text(receiptTexts.payment, margin, 11, fonts.bold);
    gap(16);
    text(receipt.payment.status, margin, 10, fonts.regular, muted);
    gap(20);
    for (const row of receipt.payment.rows) {
      amountRow(page, fonts.regular, row.label, receiptAmount(row.amountCents), y, 11);
      gap(18);
    }
  }
  gap(40);
  text(receiptTexts.thanks, margin, 10, fonts.regular, muted);
  gap(14);
  text(`Appointment ${receipt.appointmentId}`, margin, 8, fonts.regular, muted);
  // pdf-lib types its bytes over any buffer; a response body takes a plain ArrayBuffer's.
  return new Uint8Array(await pdf.save());
}

/**
 * A label with its amount on the right; a label too long for the line (a car with its services)
 * goes on below it. Answers the height the extra lines took.
 */
function amountRow(page: PDFPage, font: PDFFont, label: string, amount: string, y: number, size: number): number {
  const drawnAmount = drawable(amount, font);
  const amountWidth = font.widthOfTextAtSize(drawnAmount, size);
  const lineHeight = size + 3;
  const lines = wrapped(label, font, size, contentWidth - amountWidth - 24);
  lines.forEach((line, index) => page.drawText(line, { x: margin, y: y - index * lineHeight, size, font, color: ink }));
  page.drawText(drawnAmount, { x: margin + contentWidth - amountWidth, y, size, font, color: ink });
  return (lines.length - 1) * lineHeight;
}

function drawRule(page: PDFPage, y: number) {
  page.drawLine({ start: { x: margin, y }, end: { x: margin + contentWidth, y }, thickness: 0.75, color: rule });
}

/** `value` cut into lines no wider than `width`, each drawable in `font`; a word too long for a line is cut. */
function wrapped(value: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of drawable(value, font).split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

const charsets = new WeakMap<PDFFont, Set<number>>();

/**
 * `value` as the font can draw it. The standard faces encode WinAnsi only, and pdf-lib throws on
 * any other character, so names and addresses in other scripts would break the receipt: an accented
 * letter outside WinAnsi keeps its base letter (ő becomes o, ź becomes z), anything else becomes '?',
 * and line breaks and tabs become spaces.
 */
export function drawable(value: string, font: PDFFont): string {
  let charset = charsets.get(font);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsets.set(font, charset);
  }
  const known = charset;
  const canDraw = (char: string) => known.has(char.codePointAt(0) ?? -1);
  return [...value.normalize('NFC').replace(/\s+/gu, ' ')]
    .map((char) => {
      if (canDraw(char)) return char;
      const base = [...char.normalize('NFKD')].filter((part) => !/\p{M}/u.test(part) && canDraw(part)).join('');
      return base || '?';
    })
    .join('');
}
