// A receipt as a PDF (docs/payments.md, "Receipts"): one A4 page with the same content as the receipt
// page, drawn with pdf-lib in the PDF standard fonts as the certificate is (results/certificate.ts).
// Times are in the race's time zone when it has one, else UTC, and say which.
import type { Receipt } from '@run/contract/domain/api-types';
import { RECEIPT_METHODS, receiptAmounts } from '@run/contract/domain/receipt-words';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

import type { Caller } from '../lib/auth.js';
import { conflict } from '../lib/http-error.js';
import { writable } from '../lib/pdf-text.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { receiptFor } from './receipt.js';

const WIDTH = 595;
const HEIGHT = 842;
const LEFT = 56;
const VALUE_X = 220;
const RIGHT = WIDTH - 56;
const BRAND = rgb(0.882, 0.114, 0.282);
const INK = rgb(0.059, 0.09, 0.165);
const MUTED = rgb(0.278, 0.333, 0.412);

/** When it was paid, as a person reads it: "26 November 2026, 09:41 (Europe/Berlin)". */
export function paidAtText(iso: string, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
  return `${text} (${zone})`;
}

/** The receipt's labelled lines, in the page's order (the amounts come after them). */
export function receiptLines(r: Receipt, timeZone: string | null): Array<[string, string]> {
  return [
    ['Receipt number', r.receiptNumber ?? ''],
    ['Race', r.title],
    ['Distance', r.distanceName],
    ['Runner', r.runnerName],
    ['Paid at', r.paidAt ? paidAtText(r.paidAt, timeZone) : ''],
    ['Method', RECEIPT_METHODS[r.method]],
    ...(r.bankReference ? [['Reference', r.bankReference] as [string, string]] : []),
  ];
}

class Writer {
  y = HEIGHT - 72;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(
    raw: string,
    x: number,
    size: number,
    font = this.regular,
    color = INK,
    maxWidth = RIGHT - x,
  ) {
    const text = writable(font, raw);
    let fit = size;
    while (fit > 7 && font.widthOfTextAtSize(text, fit) > maxWidth) fit -= 0.5;
    this.page.drawText(text, { x, y: this.y, size: fit, font, color });
  }

  line(raw: string, size = 11, font = this.regular, color = INK) {
    this.text(raw, LEFT, size, font, color);
    this.y -= size + 6;
  }

  row(label: string, value: string, strong = false) {
    this.text(label, LEFT, 11, this.regular, MUTED, VALUE_X - LEFT - 8);
    this.text(value, VALUE_X, 11, strong ? this.bold : this.regular);
    this.y -= 18;
  }

  /** A right-aligned amount beside its label. */
  amount(label: string, value: string, strong = false) {
    const font = strong ? this.bold : this.regular;
    this.text(label, LEFT, 11, font, strong ? INK : MUTED);
    const text = writable(font, value);
    this.page.drawText(text, {
      x: RIGHT - font.widthOfTextAtSize(text, 11),
      y: this.y,
      size: 11,
      font,
      color: INK,
    });
    this.y -= 18;
  }

  rule() {
    this.page.drawLine({
      start: { x: LEFT, y: this.y + 8 },
      end: { x: RIGHT, y: this.y + 8 },
      thickness: 0.75,
      color: MUTED,
    });
    this.y -= 8;
  }
}

export async function receiptPdf(r: Receipt, timeZone: string | null): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  pdf.setTitle(writable(regular, `Receipt ${r.receiptNumber ?? ''}: ${r.title}`));
  pdf.setAuthor('RUN');
  pdf.setCreator('RUN');

  page.drawRectangle({ x: 0, y: HEIGHT - 16, width: WIDTH, height: 16, color: BRAND });
  const w = new Writer(page, regular, bold);
  w.line('RUN', 22, bold, BRAND);
  w.line('Receipt', 18, bold);
  w.y -= 8;
  // Who issues it: the organiser's details as given, else the race.
  const { name, address, vatNumber } = r.organiser;
  w.line(name ?? r.title, 11, bold);
  for (const part of (address ?? '').split(/\r?\n/u).filter((l) => l.trim() !== '')) w.line(part);
  if (vatNumber) w.line(`VAT number: ${vatNumber}`);
  w.y -= 14;
  for (const [label, value] of receiptLines(r, timeZone))
    w.row(label, value, label === 'Receipt number');
  w.y -= 14;
  w.rule();
  const amounts = receiptAmounts(r);
  amounts.forEach(([label, value], i) => {
    const total = label.startsWith('Total');
    if (total) w.rule();
    w.amount(label, value, total);
    if (i === amounts.length - 1) w.y -= 4;
  });
  w.y -= 24;
  w.line('Thank you for registering. Your race pass is in My Apply List.', 10, regular, MUTED);
  return pdf.save({ useObjectStreams: false });
}

/** The receipt and its PDF; 409 while the money is awaited (nothing to print yet). */
export async function receiptPdfFor(caller: Caller, id: string, paymentId: string) {
  const receipt = await receiptFor(caller, id, paymentId);
  if (!receipt.paid) throw conflict('receipt_not_yet');
  const race = marathonOf(await marathonRef(id).get());
  return { receipt, pdf: await receiptPdf(receipt, race.timeZone) };
}
