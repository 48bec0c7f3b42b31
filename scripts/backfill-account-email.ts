// One-off migration: gives registrations and waitlist entries written before runner mails went to the
// account's address (docs/mail.md) the `accountEmail` the mails now use. Without it such a
// runner gets no mail (a waitlist offer, a race change) rather than one to the form's address.
//
// Each entry's document id is the runner's uid; its `accountEmail` becomes the Auth account's email
// (lowercased, as the API stores it from the ID token). An account without an email is listed, not
// guessed from the form.
//
// CLI (dry run first; --apply writes):
//   GCLOUD_PROJECT=<project> npx tsx scripts/backfill-account-email.ts [--apply] [--marathon=<id>]
// against production with application default credentials (`gcloud auth application-default login`),
// or against the local stack with FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set.
import type { Auth } from 'firebase-admin/auth';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { accountMigrationCli, eachMarathon, type AccountMigration } from './migration.js';

const LISTS = ['registrations', 'waitlist'] as const;
/** Auth's getUsers takes at most 100 identifiers a call. */
const AUTH_BATCH = 100;

/** uid -> the account's email (lowercased), for the accounts that have one. */
async function accountEmails(auth: Auth, uids: string[]): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
  for (let i = 0; i < uids.length; i += AUTH_BATCH) {
    const { users } = await auth.getUsers(uids.slice(i, i + AUTH_BATCH).map((uid) => ({ uid })));
    for (const user of users) if (user.email) emails.set(user.uid, user.email.toLowerCase());
  }
  return emails;
}

/** Marathon id -> how many entries got (or, in a dry run, would get) their `accountEmail`. */
export const backfillAccountEmail: AccountMigration<number> = (db, auth, options) =>
  eachMarathon(db, options, [], async (marathon) => {
    const missing: QueryDocumentSnapshot[] = [];
    for (const list of LISTS) {
      const entries = await marathon.ref.collection(list).select('accountEmail').get();
      missing.push(...entries.docs.filter((d) => typeof d.get('accountEmail') !== 'string'));
    }
    if (missing.length === 0) return null;
    const emails = await accountEmails(auth, [...new Set(missing.map((d) => d.id))]);
    const without = missing.filter((d) => !emails.has(d.id)).map((d) => d.ref.path);
    if (options.apply) {
      for (const entry of missing) {
        const email = emails.get(entry.id);
        // The precondition keeps a concurrent change (or a second run) from being overwritten.
        if (email)
          await entry.ref.update({ accountEmail: email }, { lastUpdateTime: entry.updateTime });
      }
    }
    if (without.length > 0) {
      throw new Error(
        `${missing.length - without.length} entries ${options.apply ? 'given' : 'to give'} their account's email; no account email for ${without.join(', ')}`,
      );
    }
    return missing.length;
  });

await accountMigrationCli(
  import.meta.filename,
  backfillAccountEmail,
  (id, count, apply) =>
    `${apply ? 'gave' : 'would give'} ${count} entries of marathons/${id} their account's email`,
);
