// GET /marathon/{id}/registrations?format=csv with the creator's token, saved as a file. A plain link
// cannot carry the bearer token, so the file is fetched and handed to the browser as a blob.
import { apiRequest } from '@/lib/api-client';

function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/iu);
  return match?.[1] ?? fallback;
}

export async function downloadParticipantsCsv(id: string, title: string): Promise<void> {
  const { data: blob, headers } = await apiRequest<Blob>(
    `/marathon/${encodeURIComponent(id)}/registrations`,
    {
      auth: 'required',
      query: { format: 'csv' },
      download: 'text/csv',
      cache: 'no-store',
      failure: 'Failed to download the participants.',
    },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameFrom(
    headers.get('Content-Disposition'),
    `participants-${title.toLowerCase().replace(/[^a-z0-9]+/gu, '-') || 'marathon'}.csv`,
  );
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
