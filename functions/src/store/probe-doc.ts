// The test-only probe triggers' record (triggers/emulator-probes.ts, defined under the emulators
// alone): `probes/{runId}/invocations/{auto}`, one document per invocation, so the tests see what
// ran, how often and with which data.
import type { CollectionReference } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';

/** Where run `runId`'s invocations are recorded, each added with an id of its own. */
export const probeInvocationsOf = (runId: string): CollectionReference =>
  db().collection(`probes/${runId}/invocations`);
