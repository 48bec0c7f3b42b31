// A registration's race pass (docs/race-day.md): `passId`, 144 random bits, URL-safe. Random, not
// derived from the uid or email, so a pass seen by someone (a photo of a phone at the start area)
// tells them nothing about the runner and cannot be made up from what they know.
import { randomBytes } from 'node:crypto';

import { racePassUrl } from '@run/contract/domain/race-pass';

export const newPassId = (): string => randomBytes(18).toString('base64url');

/**
 * The race pass's QR code as a PNG (base64), for the bib mail: the same text My Apply List shows as a
 * QR code. Margin 4 is the quiet zone the QR standard asks for; 8 pixels a module stays sharp at the
 * 200 px the mail shows it.
 */
export const passQrPng = (site: string, marathonId: string, passId: string): Promise<string> =>
  qrPng(racePassUrl(site, marathonId, passId));

/** Any text as a QR code PNG (base64), as the mails show them (a bank transfer's EPC code too). */
export async function qrPng(text: string): Promise<string> {
  // Loaded on first use, not with every function instance (functions/build.mjs).
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(text, {
    type: 'png',
    margin: 4,
    scale: 8,
    errorCorrectionLevel: 'M',
  });
  return png.toString('base64');
}
