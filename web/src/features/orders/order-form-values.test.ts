import { describe, expect, it } from 'vitest';

// The app's language (English, as it starts), for the counted texts.
import '@/lib/i18n';

import {
  copiedContact,
  emptyRunner,
  orderInput,
  pricesTotal,
  runnerCount,
  runnersText,
  withoutRunner,
} from './order-form-values';

const two = {
  ...emptyRunner(0, 'm'),
  ...emptyRunner(1, 'm'),
  'entries.0.firstName': 'Ada',
  'entries.0.phone': '+49 30 1234',
  'entries.1.firstName': 'Bo',
};

describe('the Register others form', () => {
  it('counts one runner in the singular', () => {
    expect(runnersText(1)).toBe('1 runner');
    expect(runnersText(3)).toBe('3 runners');
  });

  it('counts its runner blocks', () => {
    expect(runnerCount(two)).toBe(2);
    expect(runnerCount({})).toBe(0);
  });

  it('copies the first runner’s phone and emergency contact', () => {
    expect(copiedContact(two, 1)).toEqual({
      'entries.1.phone': '+49 30 1234',
      'entries.1.emergencyContact': '',
    });
  });

  it('closes the gap when a runner is removed', () => {
    const rename = withoutRunner(0);
    expect(rename('entries.0.firstName')).toBeNull();
    expect(rename('entries.1.firstName')).toBe('entries.0.firstName');
    expect(rename('other')).toBe('other');
  });

  it('makes the order’s body, the first runner the buyer when self, leaving out empty fields', () => {
    const input = orderInput(two, true);
    expect(input.entries).toHaveLength(2);
    expect(input.entries[0]).toMatchObject({ firstName: 'Ada', self: true, distanceId: 'm' });
    expect(input.entries[1]).not.toHaveProperty('self');
    expect(input.entries[1]).not.toHaveProperty('dateOfBirth');
    expect(orderInput(two, false).entries[0]).not.toHaveProperty('self');
  });

  it('adds up the chosen distances’ prices', () => {
    const distances = [
      { id: 'm', price: { amount: 6000 } },
      { id: 'k', price: null },
    ];
    expect(pricesTotal(two, distances)).toBe(12000);
    expect(pricesTotal({ ...two, 'entries.1.distanceId': 'k' }, distances)).toBe(6000);
  });
});
