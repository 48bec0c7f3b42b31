// Text for a PDF drawn in the PDF standard fonts (pdf-lib; the certificate, the receipt): those
// fonts cover Western European letters; any other letter is written without its accent (Ł as L) or
// as "?", never dropped silently.
import { foldName } from '@run/contract/domain/results-names';
import type { PDFFont } from 'pdf-lib';

/** `text` in the letters `font` can write: unknown letters lose their accent (keeping their case). */
export function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  const fits = (s: string) =>
    s !== '' && Array.from(s).every((c) => known.has(c.codePointAt(0) ?? 0));
  return Array.from(text, (c) => {
    if (fits(c)) return c;
    const bare = c.normalize('NFKD').replace(/\p{M}/gu, '');
    if (fits(bare)) return bare;
    const folded = foldName(c);
    const spelled = c === c.toLowerCase() ? folded : folded.toUpperCase();
    return fits(spelled) ? spelled : '?';
  }).join('');
}
