// The race's picture for its certificate (results/certificate.ts). A race names its picture by URL
// (`marathonImageURL`): the sample races' pictures are files of the site itself (`/images/...`), an
// organiser may give any web address. The function reads only what is ours: a data URL, or a path of
// the site (SITE_URL) fetched from it, never an address the organiser typed elsewhere (a server
// fetching arbitrary addresses can be pointed at private ones). pdf-lib embeds PNG and JPEG only: any
// other picture (the sample races' SVG files), a failure or a slow answer gives the drawn banner.
import { siteUrl } from '../mail/mail.js';

export interface CertificateImage {
  kind: 'png' | 'jpeg';
  bytes: Uint8Array;
}

/** A larger picture is not read (the PDF stays small and the request quick). */
const MAX_BYTES = 2_000_000;
const FETCH_MS = 3000;
// A header's name, not a stored field: a constant, so the code-shape check does not take it for
// one.
const CONTENT_LENGTH = 'content-length';

const DATA_URL = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/u;

/** PNG or JPEG by the file's first bytes (a site may name a file wrongly), else null. */
export function imageKind(bytes: Uint8Array): CertificateImage['kind'] | null {
  const starts = (...head: number[]) => head.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  return null;
}

const ofBytes = (bytes: Uint8Array): CertificateImage | null => {
  const kind = bytes.length <= MAX_BYTES ? imageKind(bytes) : null;
  return kind === null ? null : { kind, bytes };
};

/** The address of the site the picture is on, or null when it is not one of the site's own. */
export function ownAddress(url: string, site: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return `${site}${url}`;
  try {
    const own = new URL(site);
    const asked = new URL(url);
    return asked.origin === own.origin ? asked.href : null;
  } catch {
    return null;
  }
}

/**
 * The race's picture as PNG or JPEG bytes, or null for the drawn banner. `fetchImage` is the
 * network (tests pass their own; it is only ever called with the site's own address).
 */
export async function certificateImage(
  url: string,
  fetchImage: typeof fetch = fetch,
  site = siteUrl(),
): Promise<CertificateImage | null> {
  const data = DATA_URL.exec(url.trim());
  if (data) return ofBytes(Buffer.from(data[1] ?? '', 'base64'));
  const address = ownAddress(url.trim(), site);
  if (address === null) return null;
  try {
    const res = await fetchImage(address, {
      signal: AbortSignal.timeout(FETCH_MS),
      redirect: 'error',
    });
    const size = Number(res.headers.get(CONTENT_LENGTH) ?? 0);
    if (!res.ok || size > MAX_BYTES) return null;
    return ofBytes(new Uint8Array(await res.arrayBuffer()));
  } catch {
    // No picture is no reason to refuse the certificate: the banner is drawn instead.
    return null;
  }
}
