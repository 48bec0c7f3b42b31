// What a PDF says, for the certificate tests: its pages (pdf-lib reads the file as any reader would),
// the text its pages draw (pdf-lib writes each line as a hex string in the standard fonts' WinAnsi
// encoding, which Latin-1 reads for every letter the certificate uses) and the pictures they draw.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

function streamsOf(contents: PDFObject | undefined, pdf: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents.asArray().flatMap((ref) => streamsOf(pdf.context.lookup(ref), pdf));
  }
  return [];
}

/** The pictures a page draws (its image XObjects; a PNG's transparency is not one more). */
function imagesOf(page: PDFPage, pdf: PDFDocument): number {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  if (!(xObjects instanceof PDFDict)) return 0;
  return xObjects
    .values()
    .map((ref) => pdf.context.lookup(ref))
    .filter(
      (object) =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

export async function readPdf(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; images: number }> {
  const pdf = await PDFDocument.load(bytes);
  const lines = pdf.getPages().flatMap((page) =>
    streamsOf(page.node.Contents(), pdf).flatMap((stream) => {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/gu)].map(([, hex]) =>
        Buffer.from(hex ?? '', 'hex').toString('latin1'),
      );
    }),
  );
  const images = pdf.getPages().reduce((sum, page) => sum + imagesOf(page, pdf), 0);
  return { pages: pdf.getPageCount(), text: lines.join('\n'), images };
}
