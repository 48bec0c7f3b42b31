// What the tests do through the API again and again: apply, change, withdraw, edit a marathon, read
// one. Each answers the API's response, for the test to assert on.
import type { Marathon } from '../src/domain/api-types.js';
import { api, registrationForm, type TestUser } from './helpers.js';

/** `user` applies for marathon `id`, with the usual form unless given another body. */
export function applyTo<T = unknown>(
  id: string,
  user: TestUser,
  body: unknown = registrationForm(user),
) {
  return api<T>('PATCH', `/marathonApply/${id}`, { token: user.token, body });
}

/** `user` changes their registration for marathon `id`: the usual form with `changes`. */
export function changeRegistration(
  id: string,
  user: TestUser,
  changes: Record<string, unknown> = {},
) {
  return api('PATCH', `/registrations/${id}`, {
    token: user.token,
    body: registrationForm(user, changes),
  });
}

/** `user` withdraws their registration for marathon `id`. */
export function withdraw(id: string, user: TestUser) {
  return api('DELETE', `/registrations/${id}`, { token: user.token });
}

/** `user` edits marathon `id` (PATCH /marathon/{id}). */
export function editMarathon(id: string, user: TestUser, body: unknown) {
  return api('PATCH', `/marathon/${id}`, { token: user.token, body });
}

/** A marathon as anyone reads it. */
export const marathonOf = async (id: string) =>
  (await api<Marathon>('GET', `/marathon/${id}`)).body;
