// The organisers' CSV files: GET /marathon/{id}/registrations?format=csv,
// GET /marathon/{id}/waitlist?format=csv and GET /marathon/{id}/finance.csv with the organiser's
// token, saved as a file. A plain link cannot carry the bearer token, so the file is fetched and
// handed to the browser as a blob.
import { routes } from '@run/contract/http/routes';

import { apiRequest } from './api-client';
import { filenameFrom, saveFile } from './save-file';

export type CsvList = 'registrations' | 'waitlist' | 'finance';

const OPTIONS = { download: 'text/csv', cache: 'no-store' } as const;

/** A creator's list (participants, waitlist) asked for whole, as CSV. */
const listCsv = (
  route: typeof routes.listParticipants | typeof routes.listWaitlist,
  file: string,
  failure: string,
) => ({
  request: (id: string, failure: string) =>
    apiRequest(route, { params: { id }, query: { format: 'csv' } }, { ...OPTIONS, failure }),
  file,
  failure,
});

const names = {
  registrations: listCsv(
    routes.listParticipants,
    'participants',
    'Failed to download the participants.',
  ),
  waitlist: listCsv(routes.listWaitlist, 'waitlist', 'Failed to download the waitlist.'),
  finance: {
    request: (id: string, failure: string) =>
      apiRequest(routes.financeCsv, { params: { id } }, { ...OPTIONS, failure }),
    file: 'finance',
    failure: 'Failed to download the payments and refunds.',
  },
} as const;

export async function downloadCsv(list: CsvList, id: string, title: string): Promise<void> {
  const { request, file, failure } = names[list];
  const { data, headers } = await request(id, failure);
  // With `download`, the body comes back as the file (a Blob), not the list's JSON page.
  const fallback = `${file}-${title.toLowerCase().replace(/[^a-z0-9]+/gu, '-') || 'marathon'}.csv`;
  saveFile(data as unknown as Blob, filenameFrom(headers.get('Content-Disposition'), fallback));
}

export function downloadFailure(list: CsvList): string {
  return names[list].failure;
}
