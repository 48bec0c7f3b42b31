// What a PDF says, for the certificate tests: its pages (pdf-lib reads the file as any reader would)
// and the text its pages draw (pdf-lib writes each line as a hex string in the standard fonts'
// WinAnsi encoding, which Latin-1 reads for every letter the certificate uses).
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

function streamsOf(contents: PDFObject | undefined, pdf: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents.asArray().flatMap((ref) => streamsOf(pdf.context.lookup(ref), pdf));
  }
  return [];
}

export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await PDFDocument.load(bytes);
  const lines = pdf.getPages().flatMap((page) =>
    streamsOf(page.node.Contents(), pdf).flatMap((stream) => {
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/gu)].map(([, hex]) =>
        Buffer.from(hex ?? '', 'hex').toString('latin1'),
      );
    }),
  );
  return { pages: pdf.getPageCount(), text: lines.join('\n') };
}
