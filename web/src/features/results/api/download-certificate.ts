// GET /marathon/{id}/results/{bib}/certificate.pdf: the runner's certificate, saved as a file (with
// the runner's token when signed in, so a hidden runner's own certificate bears their name).
import { msg } from '@lingui/core/macro';
import { routes } from '@run/contract/http/routes';

import { apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { filenameFrom, saveFile } from '@/lib/save-file';

/** Said when the server sends no sentence of its own; a message, translated when it is said. */
export const CERTIFICATE_FAILURE = msg`The certificate could not be downloaded.`;

export async function downloadCertificate(id: string, bib: number, signedIn: boolean) {
  const { data, headers } = await apiRequest(
    routes.resultCertificate,
    { params: { id, bib: String(bib) } },
    {
      download: 'application/pdf',
      auth: signedIn ? 'required' : 'none',
      cache: 'no-store',
      failure: i18n._(CERTIFICATE_FAILURE),
    },
  );
  const fallback = `certificate-${bib}.pdf`;
  saveFile(data, filenameFrom(headers.get('Content-Disposition'), fallback));
}
