// Test data every suite builds the same way: a race's dates relative to now, a marathon body, the
// registration form. Shared by the API tests, e2e set-up and the bench.
import { randomUUID } from 'node:crypto';

import type { RegistrationInput } from '@run/contract/domain/schemas';

const DAY = 86_400_000;

export type WindowState = 'open' | 'upcoming' | 'closed' | 'started' | 'tomorrow';

/**
 * Dates relative to now: 'open' (registration open), 'upcoming', 'closed', 'started' (race begun),
 * 'tomorrow' (registration open until the race, which is tomorrow: race-day tests).
 */
export function datesFor(state: WindowState) {
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  switch (state) {
    case 'open':
      return {
        startRegistrationDate: at(-1),
        endRegistrationDate: at(10),
        marathonStartDate: at(20),
      };
    case 'upcoming':
      return {
        startRegistrationDate: at(5),
        endRegistrationDate: at(10),
        marathonStartDate: at(20),
      };
    case 'closed':
      return {
        startRegistrationDate: at(-20),
        endRegistrationDate: at(-10),
        marathonStartDate: at(5),
      };
    case 'tomorrow':
      return {
        startRegistrationDate: at(-1),
        endRegistrationDate: at(0.5),
        marathonStartDate: at(1),
      };
    case 'started':
      return {
        startRegistrationDate: at(-30),
        endRegistrationDate: at(-20),
        marathonStartDate: at(-1),
      };
  }
}

/** A valid POST /marathons body (open for registration unless `state` says otherwise). */
export function marathonBody(overrides: Record<string, unknown> = {}, state: WindowState = 'open') {
  return {
    title: `Test Marathon ${randomUUID().slice(0, 8)}`,
    ...datesFor(state),
    location: 'Dhaka, Bangladesh',
    runningDistance: '10 KM',
    marathonImageURL: 'https://example.com/run.jpg',
    description: 'A flat, fast course along the river.',
    ...overrides,
  };
}

/** The registration form as a runner fills it (also what joining a waitlist sends). */
export function registrationForm(
  email: string,
  overrides: Partial<Record<keyof RegistrationInput, unknown>> & Record<string, unknown> = {},
) {
  return {
    email,
    firstName: 'Ada',
    lastName: 'Runner',
    phone: '+880 1711 000000',
    emergencyContact: 'Grace, +880 1711 111111',
    ...overrides,
  };
}

/**
 * A test payment provider's event body (docs/payments.md), as its page posts it to the webhook: the
 * API tests and the bench's webhook storm sign and send it.
 */
export const testPaymentEvent = (
  paymentId: string,
  amount: number,
  type: 'payment.succeeded' | 'payment.failed' = 'payment.succeeded',
  id = `evt_${randomUUID()}`,
  currency = 'EUR',
) => JSON.stringify({ id, type, data: { paymentId, amount, currency } });
