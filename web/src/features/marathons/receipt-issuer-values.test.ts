// The race form's receipt issuer (docs/payments.md, "Receipts"): sent with a priced race, as typed
// (trimmed), an emptied field as null (cleared); a free race sends none.
import { describe, expect, it } from 'vitest';

import { toInput, valuesOf } from './marathon-form-values';

const priced = {
  ...valuesOf(undefined),
  'distances.0.prices.0.label': 'Regular',
  'distances.0.prices.0.amount': '25.00',
  'distances.0.prices.0.until': '',
};

describe('the race form’s receipt issuer', () => {
  it('sends the three details of a priced race, and null for one left empty', () => {
    const input = toInput({
      ...priced,
      organiserName: '  Lakeside Running e.V. ',
      organiserAddress: 'Seestraße 1\n10115 Berlin',
      vatNumber: '',
    });
    expect(input).toMatchObject({
      organiserName: 'Lakeside Running e.V.',
      organiserAddress: 'Seestraße 1\n10115 Berlin',
      vatNumber: null,
    });
  });

  it('sends none for a free race', () => {
    const input = toInput({ ...valuesOf(undefined), organiserName: 'Lakeside' });
    expect(input).not.toHaveProperty('organiserName');
    expect(input).not.toHaveProperty('vatNumber');
  });
});
