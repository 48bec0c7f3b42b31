// One-off migration: gives marathons made outside the API (Firebase console, imports) the
// `createdByUid` that ownership now requires. The API no longer matches an unverified email at run
// time, so until this runs their organisers can manage them only with a verified email.
//
// A marathon gets the uid of the Auth account holding its `createdBy` email only when that account's
// email is verified: anyone can sign up with an address, so an unverified match proves nothing and is
// listed for a person to check instead.
//
// CLI (dry run first; --apply writes):
//   GCLOUD_PROJECT=<project> npx tsx scripts/migrate-created-by-uid.ts [--apply] [--marathon=<id>]
// against production with application default credentials (`gcloud auth application-default login`),
// or against the local stack with FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set.
import type { Auth } from 'firebase-admin/auth';

import { accountMigrationCli, eachMarathon, type AccountMigration } from './migration.js';

async function verifiedOwner(auth: Auth, email: string): Promise<string> {
  try {
    const user = await auth.getUserByEmail(email);
    if (!user.emailVerified) throw new Error(`the account for ${email} has not verified its email`);
    return user.uid;
  } catch (err) {
    const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : '';
    if (code === 'auth/user-not-found') throw new Error(`no account has the email ${email}`);
    throw err;
  }
}

/** Marathon id -> the uid it was (or, in a dry run, would be) given. */
export const migrateCreatedByUid: AccountMigration<string> = (db, auth, options) =>
  eachMarathon(db, options, ['createdBy', 'createdByUid'], async (doc) => {
    const uid: unknown = doc.get('createdByUid');
    if (typeof uid === 'string' && uid !== '') return null;
    const email: unknown = doc.get('createdBy');
    if (typeof email !== 'string' || email.trim() === '') {
      throw new Error('it has no createdBy email');
    }
    const owner = await verifiedOwner(auth, email.trim().toLowerCase());
    // The precondition keeps a concurrent edit (or a second run) from being overwritten.
    if (options.apply) {
      await doc.ref.update({ createdByUid: owner }, { lastUpdateTime: doc.updateTime });
    }
    return owner;
  });

await accountMigrationCli(
  import.meta.filename,
  migrateCreatedByUid,
  (id, uid, apply) => `${apply ? 'set' : 'would set'} marathons/${id}.createdByUid = ${uid}`,
);
