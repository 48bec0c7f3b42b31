// A race's API keys (docs/partner-api.md): made by the organisers, shown once, stored as their
// SHA-256 only, listed with their maker and last use, revoked by deleting them (a co-organiser's
// go with them when they leave the race's staff).
import { createHash, randomBytes } from 'node:crypto';

import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { PARTNER_KEY_PREFIX, type ApiKey, type PartnerScope } from '@run/contract/domain/partner';

import type { Caller } from '../lib/auth.js';
import { apiKeyRef, apiKeysOfRace, newApiKeyRef, type ApiKeyDoc } from '../store/api-key-doc.js';

/** The hex SHA-256 of a key: what is stored and what a presented key is compared with. */
export const keyHashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

const isoOrNull = (time: Timestamp | null) => (time === null ? null : time.toDate().toISOString());

function viewOf(doc: ApiKeyDoc): ApiKey {
  return {
    keyId: doc.id,
    name: doc.name,
    scopes: doc.scopes,
    createdBy:
      doc.createdByUid === null ? null : { uid: doc.createdByUid, email: doc.createdByEmail },
    createdAt: isoOrNull(doc.createdAt) ?? new Date(0).toISOString(),
    lastUsedAt: isoOrNull(doc.lastUsedAt),
  };
}

export async function createApiKey(
  marathon: DocumentSnapshot,
  maker: Caller,
  input: { name: string; scopes: PartnerScope[] },
): Promise<ApiKey & { key: string }> {
  // 8 random bytes name the key; 32 more are its secret (256 bits: a hash without salt is enough).
  const keyId = randomBytes(8).toString('hex');
  const key = `${PARTNER_KEY_PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
  const createdAt = Timestamp.now();
  // `create` fails on an id already taken rather than replace another race's key.
  await newApiKeyRef(keyId).create({
    marathonId: marathon.id,
    name: input.name,
    scopes: input.scopes,
    keyHash: keyHashOf(key),
    createdAt,
    createdByUid: maker.uid,
    createdByEmail: maker.email ?? null,
    lastUsedAt: null,
  });
  const doc = (await apiKeyRef(keyId).get()).data();
  if (doc === undefined) throw new Error('An API key just made reads back');
  return { ...viewOf(doc), key };
}

export async function listApiKeys(marathon: DocumentSnapshot): Promise<{ keys: ApiKey[] }> {
  const snap = await apiKeysOfRace(marathon.id).get();
  const keys = snap.docs
    .map((d) => d.data())
    .sort((a, b) => (b.createdAt?.toMillis() ?? 0) - (a.createdAt?.toMillis() ?? 0))
    .map(viewOf);
  return { keys };
}

/** Deletes the key if it is this race's; another race's key id is answered as none. */
export async function revokeApiKey(
  marathon: DocumentSnapshot,
  keyId: string,
): Promise<{ deletedCount: number }> {
  const ref = apiKeyRef(keyId);
  return ref.firestore.runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (doc?.marathonId !== marathon.id) return { deletedCount: 0 };
    tx.delete(ref);
    return { deletedCount: 1 };
  });
}

/**
 * The race's keys `uid` made, read in the caller's transaction (reads come before its writes): a
 * co-organiser removed from the staff loses them, so a key outlives no one's right to make it.
 */
export async function keysMadeBy(
  tx: Transaction,
  marathonId: string,
  uid: string,
): Promise<DocumentReference[]> {
  const keys = (await tx.get(apiKeysOfRace(marathonId))).docs;
  return keys.filter((d) => d.data().createdByUid === uid).map((d) => d.ref);
}
