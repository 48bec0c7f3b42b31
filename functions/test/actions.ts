// What the tests do through the API again and again: apply, change, join a waitlist, withdraw, edit a marathon, read
// one, list its participants. Each answers the API's response, for the test to assert on.
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import * as waitlist from '@run/contract/endpoints/waitlist';
import type { Marathon } from '@run/contract/domain/api-types';

import { api, registrationForm, type TestUser } from './helpers.js';

/** `user` applies for marathon `id`, with the usual form unless given another body. */
export function applyTo(id: string, user: TestUser, body: unknown = registrationForm(user.email)) {
  return api.call(registrations.applyToMarathon, { params: { id }, token: user.token, body });
}

/** `user` applies for marathon `id` with the usual form, changed by `changes`. */
export function applyWith(id: string, user: TestUser, changes: Record<string, unknown>) {
  return applyTo(id, user, registrationForm(user.email, changes));
}

/** `user` changes their registration for marathon `id`: the usual form with `changes`. */
export function changeRegistration(
  id: string,
  user: TestUser,
  changes: Record<string, unknown> = {},
) {
  return api.call(registrations.updateRegistration, {
    params: { marathonId: id },
    token: user.token,
    body: registrationForm(user.email, changes),
  });
}

/** `user` joins marathon `id`'s waitlist with the usual form, changed by `changes`. */
export function joinWaitlistWith(id: string, user: TestUser, changes: Record<string, unknown>) {
  return api.call(waitlist.joinWaitlist, {
    params: { id },
    token: user.token,
    body: registrationForm(user.email, changes),
  });
}

/** `user` withdraws their registration for marathon `id`. */
export function withdraw(id: string, user: TestUser) {
  return api.call(registrations.withdrawRegistration, {
    params: { marathonId: id },
    token: user.token,
  });
}

/** `user` edits marathon `id`. */
export function editMarathon(id: string, user: TestUser, body: unknown) {
  return api.call(marathons.updateMarathon, { params: { id }, token: user.token, body });
}

/** The participants of marathon `id` as `user` asks for them: a JSON page, or with `format` the CSV. */
export function participantsOf(
  id: string,
  user: TestUser,
  query?: {
    format?: 'csv';
    limit?: number;
    cursor?: string;
    q?: string;
    distanceId?: string;
    status?: string;
  },
) {
  return api.call(registrations.listParticipants, { params: { id }, token: user.token, query });
}

/** A marathon as anyone reads it. */
export const marathonOf = async (id: string) =>
  (await api.call(marathons.getMarathon, { params: { id } })).body;

/** What an edit form sends back of a marathon as read, besides its distances, questions and waiver. */
export function editableOf(m: Marathon) {
  return {
    title: m.title,
    startRegistrationDate: m.startRegistrationDate,
    endRegistrationDate: m.endRegistrationDate,
    marathonStartDate: m.marathonStartDate,
    location: m.location,
    // Without `distances`, the race's one distance; with them, ignored.
    runningDistance: m.runningDistance,
    marathonImageURL: m.marathonImageURL,
    description: m.description,
  };
}
