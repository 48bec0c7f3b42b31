// The creator's lists as CSV files: GET /marathon/{id}/registrations?format=csv and
// GET /marathon/{id}/waitlist?format=csv with the creator's token, saved as a file. A plain link
// cannot carry the bearer token, so the file is fetched and handed to the browser as a blob.
import { routes } from '@run/contract/http/routes';

import { apiRequest } from '@/lib/api-client';
import { filenameFrom, saveFile } from '@/lib/save-file';

export type CsvList = 'registrations' | 'waitlist';

const names = {
  registrations: {
    route: routes.listParticipants,
    file: 'participants',
    failure: 'Failed to download the participants.',
  },
  waitlist: {
    route: routes.listWaitlist,
    file: 'waitlist',
    failure: 'Failed to download the waitlist.',
  },
} as const;

export async function downloadCsv(list: CsvList, id: string, title: string): Promise<void> {
  const { route, file, failure } = names[list];
  const { data, headers } = await apiRequest(
    route,
    { params: { id }, query: { format: 'csv' } },
    { download: 'text/csv', cache: 'no-store', failure },
  );
  // With `download`, the body comes back as the file (a Blob), not the list's JSON page.
  const fallback = `${file}-${title.toLowerCase().replace(/[^a-z0-9]+/gu, '-') || 'marathon'}.csv`;
  saveFile(data as unknown as Blob, filenameFrom(headers.get('Content-Disposition'), fallback));
}

export function downloadFailure(list: CsvList): string {
  return names[list].failure;
}
