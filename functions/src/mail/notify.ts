// The one call the services make to tell a runner of a change, staged in the change's own batch or
// transaction (outbox.ts).
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';

import { calendarAttachment, queueMail, type Writer } from './outbox.js';
import { siteUrl } from './params.js';
import { queueFanOut } from './fan-out.js';
import { raceMoved, raceOf } from './race.js';
import {
  offerLapsed,
  registrationConfirmed,
  registrationUpdated,
  registrationWithdrawn,
  waitlistOffer,
  type Race,
} from './templates.js';

export type RunnerNews =
  { kind: 'confirmed' | 'updated' | 'withdrawn' | 'lapsed' } | { kind: 'offer'; expiresAt: string };

/** The runner's address and name as the registration or waitlist form stored them. */
export interface RunnerForm {
  email: string;
  firstName: string;
}

export function formFields(data: DocumentData | undefined): RunnerForm | null {
  const email: unknown = data?.email;
  const firstName: unknown = data?.firstName;
  if (typeof email !== 'string' || email === '') return null;
  return { email, firstName: typeof firstName === 'string' ? firstName : 'runner' };
}

export function raceOfSnapshot(marathon: DocumentSnapshot): Race {
  return raceOf(marathon.id, marathon.data() ?? {});
}

export function notifyRunner(
  writer: Writer,
  marathon: DocumentSnapshot,
  runner: RunnerForm | null,
  news: RunnerNews,
): void {
  if (runner === null) return;
  const race = raceOfSnapshot(marathon);
  const site = siteUrl();
  switch (news.kind) {
    case 'confirmed':
      queueMail(writer, runner.email, registrationConfirmed(race, runner, site), [
        calendarAttachment(race, site),
      ]);
      return;
    case 'updated':
      queueMail(writer, runner.email, registrationUpdated(race, runner, site));
      return;
    case 'withdrawn':
      queueMail(writer, runner.email, registrationWithdrawn(race, runner, site));
      return;
    case 'lapsed':
      queueMail(writer, runner.email, offerLapsed(race, runner, site));
      return;
    case 'offer':
      queueMail(writer, runner.email, waitlistOffer(race, runner, site, news.expiresAt));
      return;
  }
}

/** An edit that moves the date, place or distance starts a fan-out to every registrant. */
export function notifyRaceChange(
  writer: Writer,
  marathon: DocumentSnapshot,
  update: DocumentData,
): void {
  const before = raceOfSnapshot(marathon);
  const after = raceOf(marathon.id, { ...marathon.data(), ...update });
  if (raceMoved(before, after)) queueFanOut(writer, 'changed', after);
}
