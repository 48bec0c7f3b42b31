// What a runner does through the API again and again: apply, change, join a waitlist, withdraw (what is
// done with a marathon itself is in marathon-actions.ts). Each answers the API's response, for the test
// to assert on.
import * as registrations from '@run/contract/endpoints/registrations';
import * as waitlist from '@run/contract/endpoints/waitlist';

import { api, registrationForm } from './helpers.js';
import { type TestUser } from './users.js';

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
