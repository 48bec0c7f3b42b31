// GET /marathon/{id}/results/{bib}/certificate.pdf: the runner's certificate, saved as a file (with
// the runner's token when signed in, so a hidden runner's own certificate bears their name).
import { routes } from '@run/contract/http/routes';

import { apiRequest } from '@/lib/api-client';
import { filenameFrom, saveFile } from '@/lib/save-file';

export const CERTIFICATE_FAILURE = 'The certificate could not be downloaded.';

export async function downloadCertificate(id: string, bib: number, signedIn: boolean) {
  const { data, headers } = await apiRequest(
    routes.resultCertificate,
    { params: { id, bib: String(bib) } },
    {
      download: 'application/pdf',
      auth: signedIn ? 'required' : 'none',
      cache: 'no-store',
      failure: CERTIFICATE_FAILURE,
    },
  );
  const fallback = `certificate-${bib}.pdf`;
  saveFile(data, filenameFrom(headers.get('Content-Disposition'), fallback));
}
