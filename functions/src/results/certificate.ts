// A runner's certificate (docs/results.md): one A4 landscape page naming the runner, the race, the
// distance, the time and the places, drawn with pdf-lib (a maintained PDF library, pinned) in the
// PDF standard fonts, so nothing is embedded or fetched. Those fonts cover Western European letters;
// any other letter is written without its accent (Ł as L) or as "?", never dropped silently.
import { placeLines } from '@run/contract/domain/results-words';
import type { ResultCard } from '@run/contract/domain/results';
import { formatLongDate } from '@run/contract/domain/dates';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

import { writable } from '../lib/pdf-text.js';

const WIDTH = 842;
const HEIGHT = 595;
const BRAND = rgb(0.882, 0.114, 0.282);
const INK = rgb(0.059, 0.09, 0.165);
const MUTED = rgb(0.278, 0.333, 0.412);

/** Draws one line centred, shrinking it until it fits the page's width. */
function centred(page: PDFPage, font: PDFFont, raw: string, y: number, size: number, color = INK) {
  const text = writable(font, raw);
  let fit = size;
  while (fit > 8 && font.widthOfTextAtSize(text, fit) > WIDTH - 120) fit -= 1;
  page.drawText(text, {
    x: (WIDTH - font.widthOfTextAtSize(text, fit)) / 2,
    y,
    size: fit,
    font,
    color,
  });
}

export async function certificatePdf(card: ResultCard): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  pdf.setTitle(writable(regular, `Certificate: ${card.name}, ${card.marathonTitle}`));
  pdf.setAuthor('RUN');
  pdf.setCreator('RUN');
  pdf.setSubject(
    writable(regular, `${card.name} finished ${card.distanceName} in ${card.time ?? ''}`),
  );

  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });
  page.drawRectangle({ x: 24, y: HEIGHT - 40, width: WIDTH - 48, height: 16, color: BRAND });
  centred(page, bold, 'RUN', HEIGHT - 92, 26, BRAND);
  centred(page, regular, 'Certificate of finish', HEIGHT - 130, 20, MUTED);
  centred(page, bold, card.name, HEIGHT - 200, 40);
  centred(
    page,
    regular,
    `finished ${card.distanceName} of ${card.marathonTitle}`,
    HEIGHT - 240,
    18,
  );
  centred(page, regular, formatLongDate(card.marathonStartDate), HEIGHT - 266, 14, MUTED);
  centred(page, bold, card.time ?? '', HEIGHT - 340, 48, BRAND);
  const details = [
    ...placeLines(card),
    `Bib ${card.bib}`,
    ...(card.pace ? [`Pace ${card.pace}`] : []),
  ];
  centred(page, regular, details.join('  ·  '), HEIGHT - 390, 16);
  if (card.state === 'preliminary') {
    centred(page, regular, 'Preliminary results: places may still change.', 70, 11, MUTED);
  }
  return pdf.save();
}
