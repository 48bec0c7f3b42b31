// POST /marathon/{id}/orders: an order for several runners (docs/orders.md), admitted by the one
// admission (admit.ts): every entry checked as a registration is, all places taken together or
// none, one hold for a priced order (its payment on the lead entry, orders/pay.ts), the buyer's own
// entry under their uid and the others under generated ids, managed by the buyer until claimed.
import { type OrderCreated, type orderInputSchema } from '@run/contract/domain/orders';
import type { z } from 'zod';

import type { Caller } from '../lib/auth.js';
import { admit } from './admit.js';

type OrderInput = z.output<typeof orderInputSchema>;

/**
 * 201 with every entry confirmed (free) or held for one payment; 409 naming the first entry whose
 * distance is full, or whose runner is already registered; nothing is taken unless everything is.
 */
export async function createOrder(
  id: string,
  caller: Caller,
  input: OrderInput,
): Promise<OrderCreated> {
  const { entries, code, useCredit, teamId, teamToken } = input;
  const {
    orderId,
    entries: stored,
    price,
    dueAt,
  } = await admit({
    raceId: id,
    caller,
    kind: 'order',
    lines: entries,
    asked: { code, useCredit },
    team: { teamId, teamToken },
  });
  const status = price.priced ? 'pending_payment' : 'confirmed';
  return {
    orderId,
    status,
    entries: stored.map((e) => ({ ...e, status })),
    ...(price.priced && dueAt
      ? {
          payment: {
            total: price.total,
            currency: price.currency,
            dueAt: dueAt.toDate().toISOString(),
            ...(price.discount > 0 ? { discount: price.discount } : {}),
            ...(price.credit > 0 ? { credit: price.credit } : {}),
          },
        }
      : {}),
  };
}
