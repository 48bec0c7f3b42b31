// A runner claiming the entry someone registered them with (docs/orders.md): signed in, with the
// mailed link's token, they take it into their own account. The place moves (places/move.ts): the
// same distance and bib, a new race pass (the old one stops opening), the count unchanged.
import { Timestamp } from 'firebase-admin/firestore';

import type { Caller } from '../lib/auth.js';
import { db } from '../lib/firestore.js';
import { conflict, notFound } from '../lib/http-error.js';
import { accountEmailOf, callerLanguage, notifyCaller } from '../mail/mail.js';
import { movePlace } from '../places/places.js';
import { newPassId } from '../race-day/race-day.js';
import { distanceOfRecord, distancesOf } from '../store/distances.js';
import { marathonOf, marathonRef } from '../store/marathon-doc.js';
import { storedFieldsOf } from '../store/model-of.js';
import {
  claimedUpdate,
  claimHash,
  entryOfClaim,
  MANAGED_FIELDS,
  orderDocRef,
} from '../store/order-doc.js';
import { languageFields, registrationOf, registrationRef } from '../store/registration-doc.js';

export async function claimEntry(
  id: string,
  caller: Caller,
  token: string,
): Promise<{ registrationId: string; passId: string | null }> {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('marathon_not_found');
  const hash = claimHash(token);
  const found = (await entryOfClaim(marathon.ref, hash).get()).docs[0];
  if (found === undefined) throw conflict('claim_link_invalid');
  const mine = registrationRef(marathon.ref, caller.uid);
  const passId = newPassId();
  // The place is the claimer's now: so is the language of its mails (the buyer's until now).
  const language = await callerLanguage(caller);
  // One transaction: two claims with the same link at once move the entry once.
  return db().runTransaction(async (tx) => {
    const [entry, own] = await tx.getAll(found.ref, mine);
    if (entry === undefined || own === undefined) throw conflict('claim_link_invalid');
    const r = registrationOf(entry);
    const now = Timestamp.now();
    const live = r.claimExpiresAt !== null && r.claimExpiresAt.toMillis() > now.toMillis();
    if (!entry.exists || r.claimHash !== hash || !live || r.orderId === null) {
      throw conflict('claim_link_invalid');
    }
    if (own.exists) throw conflict('already_registered');
    // The buyer's hold on it ends with the claim: the fields that say so are not carried over.
    const stored = Object.fromEntries(
      Object.entries(storedFieldsOf(entry)).filter(
        ([field]) => !(MANAGED_FIELDS as readonly string[]).includes(field),
      ),
    );
    const fields = {
      ...stored,
      userId: caller.uid,
      ...accountEmailOf(caller),
      ...languageFields(language),
      // The pass the buyer was shown stops opening: the runner's own is new.
      passId,
      claimedAt: now,
      updatedAt: now,
    };
    movePlace(tx, marathon.ref, entry, { ref: mine, exists: false }, fields);
    tx.update(orderDocRef(marathon.ref, r.orderId), claimedUpdate(entry.id, caller.uid));
    const distance = distanceOfRecord(r, distancesOf(marathonOf(marathon)));
    notifyCaller(tx, { caller, form: stored, language, marathon, distance }, { kind: 'confirmed' });
    return { registrationId: caller.uid, passId };
  });
}
