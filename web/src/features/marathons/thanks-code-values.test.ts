// The race form's volunteers' thanks code (docs/volunteers.md): sent when the race was read with it
// (its organisers' read), trimmed, an emptied field as null (cleared); a copy without it sends none,
// so saving it never clears the code.
import { describe, expect, it } from 'vitest';

import { toInput, valuesOf } from './marathon-form-values';

describe('the race form’s volunteers’ thanks code', () => {
  const values = valuesOf(undefined);

  it('sends the code typed, and null for an emptied field', () => {
    expect(toInput({ ...values, volunteerThanksCode: ' THANKS10 ' }, true, true)).toMatchObject({
      volunteerThanksCode: 'THANKS10',
    });
    expect(toInput({ ...values, volunteerThanksCode: '' }, true, true)).toMatchObject({
      volunteerThanksCode: null,
    });
  });

  it('sends none when the race was read without it', () => {
    expect(toInput({ ...values, volunteerThanksCode: 'THANKS10' })).not.toHaveProperty(
      'volunteerThanksCode',
    );
  });
});
