// Which of some addresses a race's registrations already name as their runner's email: an order
// may not register a runner twice (docs/orders.md). One query for an order's addresses as typed and in
// lower case (the form keeps what was typed).
import type { DocumentReference } from 'firebase-admin/firestore';

import { COLLECTIONS } from './collections.js';
import { registrationDocs } from './registration-doc.js';

/** The lower-cased addresses of `emails` some registration of the race already names. */
export async function registeredEmails(
  marathon: DocumentReference,
  emails: readonly string[],
): Promise<Set<string>> {
  const variants = [...new Set(emails.flatMap((e) => [e.trim(), e.trim().toLowerCase()]))];
  if (variants.length === 0) return new Set();
  const found = await marathon
    .collection(COLLECTIONS.registrations)
    .withConverter(registrationDocs)
    .where('email', 'in', variants)
    .select('email')
    .get();
  return new Set(found.docs.map((d) => d.data().email.trim().toLowerCase()));
}
