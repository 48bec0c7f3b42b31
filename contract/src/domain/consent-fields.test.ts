import { describe, expect, it } from 'vitest';

import { myRegistrationSchema } from './api-types.js';
import { myOrderSchema, orderEntrySchema } from './orders.js';
import { registrationInputSchema } from './schemas.js';

const form = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '+49 30 1234' };

describe('the runner’s consent on the registration form and an order’s entry', () => {
  it('is optional, so a form without it is taken as before', () => {
    const parsed = registrationInputSchema.parse(form);
    expect(parsed.smsOptIn).toBeUndefined();
    expect(parsed.marketingOptIn).toBeUndefined();
  });

  it('takes true or false on the form and on each entry of an order', () => {
    const given = { ...form, smsOptIn: true, marketingOptIn: false };
    expect(registrationInputSchema.parse(given)).toMatchObject({
      smsOptIn: true,
      marketingOptIn: false,
    });
    expect(orderEntrySchema.parse({ ...given, self: true })).toMatchObject({ smsOptIn: true });
  });

  it('refuses anything but a boolean, in the developer’s words of PATCH .../consent', () => {
    const result = registrationInputSchema.safeParse({ ...form, marketingOptIn: 'yes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['marketingOptIn', 'marketingOptIn must be true or false'],
    ]);
  });

  it('is answered in My Apply List and in the buyer’s orders', () => {
    const record = myRegistrationSchema.shape.totalRegistrationCount.element.shape;
    expect(Object.keys(record)).toEqual(expect.arrayContaining(['smsOptIn', 'marketingOptIn']));
    const entry = myOrderSchema.shape.entries.element.shape;
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(['smsOptIn', 'marketingOptIn']));
  });
});
