// A volunteer's offer to help (volunteers/volunteers.ts): `volunteers/{id}` {name, email, role,
// uid, createdAt}, created once with who made it.
import type { DocumentReference } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';

/** A new offer, plain: created with its stored fields. */
export const newVolunteerRef = (): DocumentReference =>
  db().collection(COLLECTIONS.volunteers).doc();
