// What the race-day tests do again and again: staff made as the API makes them (an invitation mailed
// by the organiser, accepted by a new account), and a bib set by hand.
import * as raceDay from '@run/contract/endpoints/race-day';
import { expect } from 'vitest';

import { api } from './helpers.js';
import { signUp, type TestUser } from './users.js';
import { deliveredTo } from './maildev.js';

type Role = 'co-organiser' | 'check-in';

/** `organiser` invites `email` as `role`; answers the staff id and the token from the mailed link. */
export async function invite(id: string, organiser: TestUser, email: string, role: Role) {
  const res = await api.call(raceDay.inviteStaff, {
    params: { id },
    token: organiser.token,
    body: { email, role },
  });
  expect(res.status).toBe(201);
  const mails = await deliveredTo(email, 1);
  const link = /https?:\/\/\S+\/invite\/[^\s?]+\?token=([A-Za-z0-9_-]+)/u.exec(
    mails[0]?.text ?? '',
  );
  if (!link?.[1]) throw new Error('No invitation link in the mail');
  return { staffId: res.body.staffId, token: link[1] };
}

/** A new account (`label`) on race `id`'s staff as `role`, invited by `organiser`. */
export async function staffMember(id: string, organiser: TestUser, role: Role, label: string) {
  const member = await signUp(label);
  const { token } = await invite(id, organiser, member.email, role);
  const accepted = await api.call(raceDay.acceptInvitation, {
    params: { id },
    token: member.token,
    body: { token },
  });
  expect(accepted.body).toEqual({ role });
  return member;
}

/** `by` sets (or, with null, clears) the bib of runner `userId` of race `id`. */
export function setBib(id: string, by: TestUser, userId: string, bib: number | null) {
  return api.call(raceDay.setBib, { params: { id, userId }, token: by.token, body: { bib } });
}

/** `by` checks a runner of race `id` in: by pass, bib or uid, as the check-in screen sends it. */
export function checkIn(
  id: string,
  by: TestUser,
  body: { passId?: string; passKey?: string; bib?: number; userId?: string; scannedAt?: string },
) {
  return api.call(raceDay.checkIn, { params: { id }, token: by.token, body }).then(oneRunner);
}

/**
 * A check-in of one runner's answer, typed as one (a group pass answers `runners` instead, a
 * volunteer's pass `volunteer`).
 */
export function oneRunner<A extends { status: number; body: object }>(answer: A) {
  type One = Exclude<A['body'], { runners: unknown } | { volunteer: unknown }>;
  if ('runners' in answer.body) throw new Error('One runner’s check-in was answered as a group');
  if ('volunteer' in answer.body)
    throw new Error('A runner’s check-in was answered as a volunteer’s');
  return answer as A & { body: One };
}

/** `by` checks in every confirmed runner of an order by its group pass. */
export function checkInGroup(id: string, by: TestUser, groupPassId: string) {
  return api.call(raceDay.checkIn, { params: { id }, token: by.token, body: { groupPassId } });
}
