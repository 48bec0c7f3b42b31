// @vitest-environment jsdom
// The card's own words, in English as the spec has them, now that they come from the catalogue.
import type { Marathon } from '@run/contract/domain/api-types';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithQueries, resetScreens } from '@/lib/api-stub.test-support';

import { MarathonCard } from './marathon-card';

afterEach(resetScreens);

const distance = {
  id: 'full',
  name: '42 KM',
  runningDistance: '42 KM',
  placesLeft: 12000,
  price: { label: 'Regular', amount: 6000, currency: 'USD', until: null },
};

/** A race open for registration until far ahead. */
const race = (overrides: Partial<Marathon> = {}) =>
  ({
    _id: 'm1',
    title: 'Harbour Run',
    location: 'Boston',
    marathonImageURL: '',
    startRegistrationDate: '2020-01-01T00:00:00.000Z',
    endRegistrationDate: '2999-04-05T00:00:00.000Z',
    marathonStartDate: '2999-05-01T00:00:00.000Z',
    runningDistance: '42 KM',
    registrationCount: 1234,
    placesLeft: 12000,
    distances: [distance],
    ...overrides,
  }) as Marathon;

const show = (marathon: Marathon, line?: string) =>
  renderWithQueries(
    <MemoryRouter>
      <MarathonCard marathon={marathon} paymentDue={line ? { href: '/pay', line } : null} />
    </MemoryRouter>,
  );

describe('MarathonCard', () => {
  it('says the registration window, places, participants and price', () => {
    show(race());
    expect(screen.getByText('Registration Open')).toBeTruthy();
    expect(screen.getByText('Registration closes April 5, 2999')).toBeTruthy();
    expect(screen.getByText('12,000 places left')).toBeTruthy();
    expect(screen.getByText('1234 participants')).toBeTruthy();
    expect(screen.getByText('Regular: $60.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details: Harbour Run' })).toBeTruthy();
  });

  it('counts one participant in the singular, and says when registration opens', () => {
    show(
      race({
        registrationCount: 1,
        startRegistrationDate: '2999-04-01T00:00:00.000Z',
      }),
    );
    expect(screen.getByText('1 participant')).toBeTruthy();
    expect(screen.getByText('Opens April 1')).toBeTruthy();
    expect(screen.getByText('Registration opens April 1, 2999')).toBeTruthy();
  });

  it('offers Pay now for a place held unpaid', () => {
    show(race(), 'Pay by May 3');
    expect(screen.getByText('Your place is held. Pay by May 3.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now: Harbour Run' })).toBeTruthy();
  });
});
