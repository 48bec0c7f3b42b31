import type { MyRegistration } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { heldPlace } from './payment-due';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

/** A runner's record of a race, as My Apply List reads it, cut to what heldPlace looks at. */
function mine(status: string, dueAt: string | null): MyRegistration {
  const payment = dueAt === null ? null : { dueAt, total: 4500, currency: 'USD' };
  return {
    totalRegistrationCount: [{ status, distanceId: 'half', payment }],
  } as unknown as MyRegistration;
}

describe('a place held unpaid, for the register page’s Pay step', () => {
  it('is the runner’s held place while its time lasts', () => {
    expect(heldPlace(mine('pending_payment', '2026-11-26T10:20:00.000Z'), NOW)).toMatchObject({
      distanceId: 'half',
      payment: { total: 4500 },
    });
  });

  it('is none once the time ran out, for a confirmed or free place, or without a record', () => {
    expect(heldPlace(mine('pending_payment', '2026-11-26T09:59:59.000Z'), NOW)).toBeNull();
    expect(heldPlace(mine('confirmed', '2026-11-26T10:20:00.000Z'), NOW)).toBeNull();
    expect(heldPlace(mine('confirmed', null), NOW)).toBeNull();
    expect(heldPlace(undefined, NOW)).toBeNull();
  });
});
