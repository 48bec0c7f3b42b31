// A job that does its work a page at a time (a race's mail fan-out, official results mails, a
// message): each write of its document (its creation, then each cursor move) runs one page, whose own
// write is the next page's event. Retried until it lands: a page run twice does nothing twice.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten, type DocumentOptions } from 'firebase-functions/v2/firestore';

export function pagedJob(
  document: string,
  runPage: (job: DocumentSnapshot) => Promise<void>,
  options: Partial<DocumentOptions> = {},
) {
  return onDocumentWritten(
    { document, region: 'us-central1', retry: true, timeoutSeconds: 120, ...options },
    async (event) => {
      const after = event.data?.after;
      if (after?.exists !== true) return;
      await runPage(after);
    },
  );
}
