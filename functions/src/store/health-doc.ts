// The health check's one read (health/health.ts): `health/ping`, which need not exist; reading it
// tells whether the database answers.
import type { DocumentReference } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';

/** The document the health check reads. */
export const healthPingRef = (): DocumentReference =>
  db().collection(COLLECTIONS.health).doc('ping');
