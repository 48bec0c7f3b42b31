// Community feedback: newest first, bounded, without the commenters' email addresses (a public list
// would hand them to scrapers); posting is rate limited per client address.
import { Timestamp } from 'firebase-admin/firestore';
import type { Opinion } from '@run/contract/domain/api-types';
import type { OpinionInput } from '@run/contract/domain/schemas';

import type { ClientKeys } from '../lib/client-ip.js';
import { db } from '../lib/firestore.js';
import { toIso } from '../store/marathon-doc.js';
import { OPINION_LIMIT, takeToken } from '../lib/rate-limit.js';
import { newOpinionRef, opinionDocsRef } from '../store/opinion-doc.js';

const OPINIONS_SHOWN = 50;

export async function listOpinions(): Promise<Opinion[]> {
  const snap = await opinionDocsRef().orderBy('createdAt', 'desc').limit(OPINIONS_SHOWN).get();
  return snap.docs.map((doc) => {
    const d = doc.data();
    return { _id: d.id, name: d.name, opinion: d.opinion, createdAt: toIso(d.createdAt) };
  });
}

/** The window counts and the opinion are written in one transaction: a refused post writes nothing. */
export async function addOpinion(input: OpinionInput, client: ClientKeys): Promise<string> {
  const ref = newOpinionRef();
  await db().runTransaction(async (tx) => {
    await takeToken(tx, db(), OPINION_LIMIT, client);
    tx.create(ref, { ...input, createdAt: Timestamp.now() });
  });
  return ref.id;
}
