// The bib assignment (POST /marathon/{id}/bibs/assign): a job document `marathons/{id}/bibJobs/{jobId}`
// that a Firestore trigger runs (triggers/bib-assignment.ts), so it outlives the request that asked
// for it and reports its progress where GET .../bibs/assign/{jobId} reads it. Every registration
// without a bib gets the lowest free number of its distance's range, in registration order or by last
// name; reserved numbers are skipped. A range too small fails the job naming the distance, after giving
// what it could. From then on the race numbers each new registration as it comes (`bibsAssigned`).
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import type { BibJob } from '@run/contract/domain/api-types';

import {
  bibJobDocs,
  bibJobRef,
  newBibJobDoc,
  newBibJobRef,
  type BibOrder,
} from '../store/bib-job-doc.js';
import { distanceOfRecord, distancesOf, type StoredDistance } from '../store/distances.js';
import { freeBibs, giveBib } from './bibs.js';
import {
  registrationOf,
  registrationRef,
  registrationsPlain,
  type RegistrationDoc,
} from '../store/registration-doc.js';
import { newPassId } from './pass.js';

export const BIBS_ASSIGNED = 'bibsAssigned';

/** Starts a job: answers its id; the trigger does the work. */
export async function startBibJob(marathon: DocumentReference, order: BibOrder): Promise<string> {
  const job = newBibJobRef(marathon);
  await job.create(newBibJobDoc(order));
  return job.id;
}

/** One bib assignment of the race, as it is going; null when the race has no such job. */
export async function readBibJob(
  marathon: DocumentSnapshot,
  jobId: string,
): Promise<BibJob | null> {
  const job = (await bibJobRef(marathon.ref, jobId).get()).data();
  if (job === undefined) return null;
  return {
    // A state the code never writes reads as running, as it always has.
    state: job.state ?? 'running',
    assigned: job.assigned,
    remaining: job.remaining,
    ...(job.error !== null ? { error: job.error } : {}),
  };
}

const PROGRESS_EVERY = 50;

export async function runBibJob(job: DocumentReference): Promise<void> {
  const marathonRef = job.parent.parent;
  const [jobSnap, marathon] = await Promise.all([job.get(), marathonRef?.get()]);
  if (!jobSnap.exists || !marathon?.exists) return;
  const { state, order } = bibJobDocs.of(jobSnap);
  if (state !== 'running') return;
  await marathon.ref.update({ [BIBS_ASSIGNED]: true });
  const distances = distancesOf(marathon);
  const registrations = await registrationsPlain(marathon.ref)
    .select('bib', 'lastName', 'firstName', 'createdAt', 'distanceId', 'passId', 'status')
    .get();
  // Each registration read into its model once; the job sorts and numbers the models.
  const runners = registrations.docs.map(registrationOf);
  const key = (r: RegistrationDoc) =>
    order === 'lastName'
      ? `${r.lastName.toLocaleLowerCase('en')}\u0000${r.firstName.toLocaleLowerCase('en')}`
      : '';
  const time = (r: RegistrationDoc) => r.createdAt?.toMillis() ?? 0;
  const waiting = runners
    // A place held unpaid gets its bib when paid (payments/confirm.ts), not before.
    .filter((r) => r.bib === null && r.status === 'confirmed')
    .sort((a, b) => key(a).localeCompare(key(b)) || time(a) - time(b) || a.id.localeCompare(b.id));
  let assigned = 0;
  let remaining = waiting.length;
  await job.update({ remaining });
  const numbers = new Map<string, AsyncGenerator<number>>();
  const short = new Map<StoredDistance, number>();
  for (const registration of waiting) {
    const distance = distanceOfRecord(registration, distances);
    // The model's null is a passId never stored ('' is one stored empty, and keeps it, as before).
    if (registration.passId === null) {
      // A registration made before passes gets one with its bib (it is mailed with it).
      await registrationRef(marathon.ref, registration.id)
        .update({ passId: newPassId() })
        .catch(() => undefined);
    }
    let numbersOf = numbers.get(distance.id);
    if (numbersOf === undefined) {
      numbersOf = freeBibs(marathon, distance);
      numbers.set(distance.id, numbersOf);
    }
    let outcome: 'given' | 'has one' | 'unpaid' | 'none' = 'none';
    for (let next = await numbersOf.next(); !next.done; next = await numbersOf.next()) {
      const result = await giveBib(marathon, registration.id, next.value, true);
      if (result === 'taken') continue;
      outcome = result;
      break;
    }
    // 'has one': given a bib since the list was read (by hand, or as a new registration): done.
    // 'unpaid': no longer confirmed since the list was read (a hold taken back): no number.
    if (outcome === 'given') assigned += 1;
    else if (outcome === 'none') short.set(distance, (short.get(distance) ?? 0) + 1);
    remaining -= 1;
    if ((assigned + remaining) % PROGRESS_EVERY === 0) await job.update({ assigned, remaining });
  }
  const without = (count: number) =>
    count === 1 ? '1 runner has no bib.' : `${count} runners have no bib.`;
  const failures = [...short].map(([d, count]) =>
    d.bibFrom === null
      ? `${d.name} has no bib range: ${without(count)}`
      : `${d.name}’s bib range ${d.bibFrom}-${d.bibTo} is too small: ${without(count)}`,
  );
  await job.update({
    state: failures.length > 0 ? 'failed' : 'done',
    assigned,
    remaining: [...short.values()].reduce((a, b) => a + b, 0),
    ...(failures.length > 0 ? { error: failures.join(' ') } : { error: FieldValue.delete() }),
    finishedAt: Timestamp.now(),
  });
}
