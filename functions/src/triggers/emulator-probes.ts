// Test-only Firestore triggers (functions/test/triggers.test.ts) that record each invocation under
// `probes/{runId}/invocations`, so the tests can see what ran, how often and with which data.
// index.ts defines them only under the emulators: a deploy loads index.ts without FUNCTIONS_EMULATOR
// and finds none.
import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';

import { probeInvocationsOf } from '../store/probe-doc.js';

const REGION = 'us-central1';

function dataOf(snapshot: DocumentSnapshot | undefined): DocumentData | null {
  return snapshot?.exists === true ? (snapshot.data() ?? null) : null;
}

async function record(
  runId: string,
  kind: string,
  event: { id: string; params: Record<string, string> },
  before: DocumentData | null,
  after: DocumentData | null,
): Promise<void> {
  // add(), not the event id: a duplicate delivery must show up as a second invocation.
  await probeInvocationsOf(runId).add({
    kind,
    eventId: event.id,
    docId: event.params.docId,
    before,
    after,
    at: FieldValue.serverTimestamp(),
  });
}

export function emulatorProbes() {
  return {
    created: onDocumentCreated(
      { document: 'probes/{runId}/created/{docId}', region: REGION },
      (e) => record(e.params.runId, 'created', e, null, dataOf(e.data)),
    ),
    updated: onDocumentUpdated(
      { document: 'probes/{runId}/updated/{docId}', region: REGION },
      (e) => record(e.params.runId, 'updated', e, dataOf(e.data?.before), dataOf(e.data?.after)),
    ),
    deleted: onDocumentDeleted(
      { document: 'probes/{runId}/deleted/{docId}', region: REGION },
      (e) => record(e.params.runId, 'deleted', e, dataOf(e.data), null),
    ),
    written: onDocumentWritten(
      { document: 'probes/{runId}/written/{docId}', region: REGION },
      (e) => record(e.params.runId, 'written', e, dataOf(e.data?.before), dataOf(e.data?.after)),
    ),
    throwing: onDocumentCreated(
      { document: 'probes/{runId}/throwing/{docId}', region: REGION },
      async (e) => {
        await record(e.params.runId, 'throwing', e, null, dataOf(e.data));
        throw new Error('This probe always fails after recording its invocation.');
      },
    ),
  };
}
