import type { MyRegistration, MyWaitlistItem } from '@run/contract/domain/api-types';
import { describe, expect, it } from 'vitest';

import { urgentItems } from './urgent-items';

/** A runner's record of a race, cut to what urgentItems reads. */
function mine(id: string, own: Record<string, unknown>): MyRegistration {
  return { _id: id, title: id, totalRegistrationCount: [own] } as unknown as MyRegistration;
}

const offer = (id: string, offerExpiresAt: string | null) =>
  ({ marathonId: id, title: id, offerExpiresAt }) as unknown as MyWaitlistItem;

describe('what needs the runner first', () => {
  it('lists held places, waitlist offers and open transfers, the nearest deadline first', () => {
    const items = urgentItems(
      [
        mine('held', {
          status: 'pending_payment',
          payment: { dueAt: '2026-11-26T10:30:00.000Z' },
        }),
        mine('paid', { status: 'confirmed', payment: { paidAt: '2026-11-01T00:00:00.000Z' } }),
        mine('given', {
          status: 'confirmed',
          transfer: { transferId: 't', email: 'a@b.c', expiresAt: '2026-11-28T00:00:00.000Z' },
        }),
      ],
      [offer('waiting', null), offer('offered', '2026-11-27T00:00:00.000Z')],
    );
    expect(items.map((i) => [i.kind, i.marathonId])).toEqual([
      ['payment', 'held'],
      ['offer', 'offered'],
      ['transfer', 'given'],
    ]);
    expect(items[2]?.email).toBe('a@b.c');
  });

  it('is empty for a runner with nothing due', () => {
    expect(urgentItems([mine('paid', { status: 'confirmed' })], [offer('w', null)])).toEqual([]);
  });
});
