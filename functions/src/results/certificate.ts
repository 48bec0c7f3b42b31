// A runner's certificate (docs/results.md): one A4 landscape page, drawn with pdf-lib (a maintained
// PDF library, pinned) in the PDF standard fonts, so no font is embedded. A banner across the top
// holds the race's picture (certificate-image.ts: PNG or JPEG, cropped to fill it) or, without one, a
// drawn landscape, with the race's name large over it; below, the runner's name, the time, a row of
// boxes with the places, the pace and the bib, and the date and place of the race. Those fonts cover
// Western European letters; any other letter is written without its accent (Ł as L) or as "?".
import { placeLines } from '@run/contract/domain/results-words';
import type { ResultCard } from '@run/contract/domain/results';
import { formatLongDate } from '@run/contract/domain/dates';
import {
  clip,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';

import { writable } from '../lib/pdf-text.js';
import type { CertificateImage } from './certificate-image.js';

const WIDTH = 842;
const HEIGHT = 595;
const EDGE = 18;
const BANNER = { x: EDGE, y: 345, width: WIDTH - 2 * EDGE, height: HEIGHT - EDGE - 345 };
const BRAND = rgb(0.882, 0.114, 0.282);
const INK = rgb(0.059, 0.09, 0.165);
const MUTED = rgb(0.278, 0.333, 0.412);
const WHITE = rgb(1, 1, 1);
const NIGHT = rgb(0.043, 0.11, 0.2);
const TINT = rgb(0.992, 0.949, 0.961);

export interface CertificateRace {
  location: string;
  image: CertificateImage | null;
}

interface Line {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** The width the line may take; it shrinks until it fits. */
  room?: number;
}

/** Draws one line centred on `centre`, shrinking it until it fits its room. */
function centred(page: PDFPage, raw: string, y: number, line: Line, centre = WIDTH / 2) {
  const { font, color = INK, room = WIDTH - 140 } = line;
  const text = writable(font, raw);
  let size = line.size;
  while (size > 7 && font.widthOfTextAtSize(text, size) > room) size -= 1;
  page.drawText(text, { x: centre - font.widthOfTextAtSize(text, size) / 2, y, size, font, color });
}

/** The race's picture, cropped to fill the banner (centred), inside a clip to the banner. */
async function drawPicture(pdf: PDFDocument, page: PDFPage, image: CertificateImage) {
  const embedded =
    image.kind === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
  const scale = Math.max(BANNER.width / embedded.width, BANNER.height / embedded.height);
  const width = embedded.width * scale;
  const height = embedded.height * scale;
  page.pushOperators(
    pushGraphicsState(),
    rectangle(BANNER.x, BANNER.y, BANNER.width, BANNER.height),
    clip(),
    endPath(),
  );
  page.drawImage(embedded, {
    x: BANNER.x + (BANNER.width - width) / 2,
    y: BANNER.y + (BANNER.height - height) / 2,
    width,
    height,
  });
  page.pushOperators(popGraphicsState());
}

/** Without a picture: a night sky, a low sun and hills with a road running into them. */
function drawLandscape(page: PDFPage) {
  const { x, y, width, height } = BANNER;
  page.drawRectangle({ x, y, width, height, color: NIGHT });
  page.drawCircle({
    x: x + width * 0.72,
    y: y + height * 0.72,
    size: 44,
    color: BRAND,
    opacity: 0.85,
  });
  const top = y + height;
  const hills = [
    {
      d: `M0 85 C 160 40 300 115 460 70 S 720 30 ${width} 110 L ${width} ${height} L 0 ${height} Z`,
      opacity: 0.35,
    },
    {
      d: `M0 120 C 200 85 340 140 520 105 S 740 90 ${width} 115 L ${width} ${height} L 0 ${height} Z`,
      opacity: 0.6,
    },
  ];
  for (const hill of hills) {
    page.drawSvgPath(hill.d, { x, y: top, color: rgb(0.16, 0.27, 0.4), opacity: hill.opacity });
  }
  page.drawSvgPath(
    `M${width / 2 - 10} 112 L${width / 2 + 10} 112 L${width / 2 + 170} ${height} L${width / 2 - 170} ${height} Z`,
    {
      x,
      y: top,
      color: rgb(0.3, 0.36, 0.45),
    },
  );
}

/** The boxes under the time: each place, then the pace and the bib, spread across the page. */
function drawFacts(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, card: ResultCard) {
  const facts: Array<[string, string]> = [
    ...placeLines(card).map((line): [string, string] => ['Place', line]),
    ...(card.pace ? [['Pace', card.pace] as [string, string]] : []),
    ['Bib', String(card.bib)],
  ];
  const left = 60;
  const gap = 14;
  const width = (WIDTH - 2 * left - gap * (facts.length - 1)) / facts.length;
  facts.forEach(([label, value], i) => {
    const x = left + i * (width + gap);
    page.drawRectangle({ x, y: 92, width, height: 62, color: TINT });
    page.drawRectangle({ x, y: 92, width: 4, height: 62, color: BRAND });
    const centre = x + width / 2;
    centred(
      page,
      label.toUpperCase(),
      134,
      { font: fonts.regular, size: 9, color: MUTED, room: width - 16 },
      centre,
    );
    centred(page, value, 106, { font: fonts.bold, size: 17, room: width - 16 }, centre);
  });
}

export async function certificatePdf(card: ResultCard, race: CertificateRace): Promise<Uint8Array> {
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

  if (race.image) await drawPicture(pdf, page, race.image);
  else drawLandscape(page);
  // A dark band over the banner's foot, so the race's name reads on any picture.
  page.drawRectangle({
    x: BANNER.x,
    y: BANNER.y,
    width: BANNER.width,
    height: 86,
    color: rgb(0, 0, 0),
    opacity: 0.6,
  });
  centred(page, card.marathonTitle, BANNER.y + 40, { font: bold, size: 34, color: WHITE });
  centred(page, card.distanceName, BANNER.y + 16, { font: regular, size: 14, color: WHITE });
  page.drawRectangle({
    x: BANNER.x + 22,
    y: HEIGHT - EDGE - 44,
    width: 62,
    height: 26,
    color: BRAND,
  });
  page.drawText('RUN', {
    x: BANNER.x + 36,
    y: HEIGHT - EDGE - 36,
    size: 15,
    font: bold,
    color: WHITE,
  });
  page.drawRectangle({
    x: EDGE,
    y: EDGE,
    width: WIDTH - 2 * EDGE,
    height: HEIGHT - 2 * EDGE,
    borderColor: BRAND,
    borderWidth: 2,
  });

  centred(page, 'CERTIFICATE OF FINISH', 316, { font: bold, size: 12, color: BRAND });
  centred(page, card.name, 274, { font: bold, size: 38 });
  centred(page, `finished ${card.distanceName} in`, 248, { font: regular, size: 15, color: MUTED });
  centred(page, card.time ?? '', 190, { font: bold, size: 50, color: BRAND });
  drawFacts(page, { regular, bold }, card);

  const when = [formatLongDate(card.marathonStartDate), race.location]
    .filter(Boolean)
    .join('  ·  ');
  centred(page, when, 58, { font: regular, size: 13 });
  centred(
    page,
    card.state === 'preliminary'
      ? 'Preliminary results: places may still change.'
      : `Official results: ${card.finishers} ${card.finishers === 1 ? 'finisher' : 'finishers'}`,
    36,
    { font: regular, size: 10, color: MUTED },
  );
  return pdf.save();
}
