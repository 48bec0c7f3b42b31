// Community feedback: newest first, bounded, without the commenters' email addresses (a public list
// would hand them to scrapers); posting is rate limited per client address.
import { Timestamp } from 'firebase-admin/firestore';

import type { Opinion } from '../../domain/api-types.js';
import type { OpinionInput } from '../../domain/schemas.js';
import { db } from '../../lib/firestore.js';
import { toIso } from '../marathons/marathon-doc.js';
import { OPINION_LIMIT, takeToken, windowRef } from '../../lib/rate-limit.js';

const OPINIONS_SHOWN = 50;

export async function listOpinions(): Promise<Opinion[]> {
  const snap = await db()
    .collection('opinions')
    .orderBy('createdAt', 'desc')
    .limit(OPINIONS_SHOWN)
    .get();
  return snap.docs.map((d) => ({
    _id: d.id,
    name: String(d.get('name') ?? ''),
    opinion: String(d.get('opinion') ?? ''),
    createdAt: toIso(d.get('createdAt')),
  }));
}

/** The window count and the opinion are written in one transaction: a refused post writes nothing. */
export async function addOpinion(input: OpinionInput, ip: string): Promise<string> {
  const ref = db().collection('opinions').doc();
  const limitRef = windowRef(db(), OPINION_LIMIT, ip);
  await db().runTransaction(async (tx) => {
    await takeToken(tx, limitRef, OPINION_LIMIT);
    tx.create(ref, { ...input, createdAt: Timestamp.now() });
  });
  return ref.id;
}
