// @vitest-environment jsdom
// The checkout's Pay step: its heading takes focus and is scrolled to, the order summary says the
// amounts as registering answered them, and once the hold runs out the ways to pay give way to
// "Register again".
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithQueries, resetScreens } from '@/lib/api-stub.test-support';
import { withFakeClock } from '@/lib/fake-clock.test-support';

import { PayStep } from './pay-step';

const RACE = {
  _id: 'race-1',
  title: 'Harbour Run',
  paymentMethods: ['card' as const],
  bankAccount: null,
};
const DUE = {
  amount: 4500,
  fee: 150,
  total: 4150,
  discount: 500,
  code: 'CLUB-5',
  currency: 'USD',
  tierLabel: 'Early bird',
  dueAt: '2026-11-26T10:00:02.000Z',
};

describe('the Pay step', () => {
  const scrolled = vi.fn();
  withFakeClock('2026-11-26T10:00:00.000Z', {
    toFake: ['Date', 'setTimeout', 'clearTimeout'],
    cleanUp: resetScreens,
  });
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrolled;
  });

  it('takes focus, sums up the order, and offers to register again once the hold ran out', () => {
    const again = vi.fn();
    renderWithQueries(
      <PayStep race={RACE} distanceName="Half" due={DUE} uid="u1" onRegisterAgain={again} />,
    );
    const heading = screen.getByRole('heading', { name: 'Your place is held: pay to confirm it' });
    expect(document.activeElement).toBe(heading);
    expect(scrolled).toHaveBeenCalled();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('Discount (CLUB-5)-$5.00');
    expect(summary.textContent).toContain('Fee$1.50');
    expect(summary.textContent).toContain('Total to pay (USD)$41.50');
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toContain(
      'The hold ran out: your place is no longer held.',
    );
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Register again' }).click());
    expect(again).toHaveBeenCalledOnce();
  });
});
