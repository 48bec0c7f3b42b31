// A race's API keys for its timing partner (docs/partner-api.md): `apiKeys/{keyId}` {marathonId,
// name, scopes, keyHash, createdAt, lastUsedAt, createdByUid, createdByEmail}. Top-level, so a key is found by its id alone and a
// key of another race is told apart from an unknown one (403, not 401). The key itself is never
// stored: `keyHash` is its SHA-256, which the partner's key is compared with. Revoking deletes it.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { PARTNER_SCOPES, type PartnerScope } from '@run/contract/domain/partner';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn, textOrNull, timeOrNull } from './field-values.js';

export interface ApiKeyDoc {
  /** The keyId (the document's id), which the key itself carries after `rk_`. */
  id: string;
  marathonId: string;
  name: string;
  /** Only the contract's scopes; a stored word that is none of them grants nothing. */
  scopes: PartnerScope[];
  /** The key's SHA-256, hex. */
  keyHash: string;
  createdAt: Timestamp | null;
  /** Who made it (listed with it; a co-organiser's keys go when they leave the staff); null before. */
  createdByUid: string | null;
  createdByEmail: string | null;
  /** Recorded at most once a minute, to spare a write per call. */
  lastUsedAt: Timestamp | null;
}

export const apiKeyDocs = converterOf<ApiKeyDoc>((data, id) => ({
  id,
  marathonId: textIn(data.marathonId),
  name: textIn(data.name),
  scopes: Array.isArray(data.scopes)
    ? PARTNER_SCOPES.filter((scope) => (data.scopes as unknown[]).includes(scope))
    : [],
  keyHash: textIn(data.keyHash),
  createdAt: timeOrNull(data.createdAt),
  createdByUid: textOrNull(data.createdByUid),
  createdByEmail: textOrNull(data.createdByEmail),
  lastUsedAt: timeOrNull(data.lastUsedAt),
}));

/** `apiKeys`, plain: a key is created and its use recorded through these (stored fields). */
export const apiKeysPlain = () => db().collection(COLLECTIONS.apiKeys);

/** One key, read as its model. */
export const apiKeyRef = (keyId: string): DocumentReference<ApiKeyDoc> =>
  apiKeysPlain().doc(keyId).withConverter(apiKeyDocs);

/** A new key under `keyId`, plain: `create`d with its stored fields (fails on an id taken). */
export const newApiKeyRef = (keyId: string): DocumentReference => apiKeysPlain().doc(keyId);

/** A race's keys, as models (a race has a few: its caller orders them, and no index is needed). */
export const apiKeysOfRace = (marathonId: string) =>
  apiKeysPlain().withConverter(apiKeyDocs).where('marathonId', '==', marathonId);
