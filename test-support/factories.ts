// Test data every suite builds the same way: a race's dates relative to now, a marathon body, the
// registration form. Shared by the API tests, e2e set-up and the bench.
import { randomUUID } from 'node:crypto';

import type { RegistrationInput } from '@run/contract/domain/schemas';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type WindowState = 'open' | 'upcoming' | 'closed' | 'started' | 'tomorrow';

/**
 * Days from now to a race's registration start, registration end and race day, by state: 'open'
 * (registration open), 'upcoming', 'closed', 'started' (race begun), 'tomorrow' (registration open
 * until the race, which is tomorrow: race-day tests).
 */
const WINDOWS: Record<WindowState, readonly [number, number, number]> = {
  open: [-1, 10, 20],
  upcoming: [5, 10, 20],
  closed: [-20, -10, 5],
  tomorrow: [-1, 0.5, 1],
  started: [-30, -20, -1],
};

/** A race's dates relative to now, in the state `state` names. */
export function datesFor(state: WindowState) {
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const [start, end, race] = WINDOWS[state];
  return {
    startRegistrationDate: at(start),
    endRegistrationDate: at(end),
    marathonStartDate: at(race),
  };
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

/** A distance's one price tier, `amount` minor units in force until the race: what most priced tests need. */
export const onePrice = (amount: number) => [{ label: 'Regular', amount, until: null }];

/** A volunteer shift's times: it starts `startsIn` hours from now and lasts `hours`. */
export function shiftTimes(startsIn = 48, hours = 4) {
  const start = Date.now() + startsIn * HOUR;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + hours * HOUR).toISOString(),
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
