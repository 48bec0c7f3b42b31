// POST /marathon/{id}/quote: what an order of these lines would cost (docs/orders.md, "Quoting an
// order"), priced by checkout.ts exactly as placing it would be, taking nothing: no place, no use of
// the code, no credit. A line the order would refuse is named with its sentence and left out of the
// sums; a code refused for the whole order is 409, as the order would be told.
import type { OrderQuote } from '@run/contract/domain/api-types';
import type { orderQuoteInputSchema } from '@run/contract/domain/orders';
import { refusal, refusalSentence, type Refusal as Said } from '@run/contract/domain/refusals';
import type { z } from 'zod';

import { refuseUsedUpOrderCode } from '../coupons/coupons.js';
import type { Caller } from '../lib/auth.js';
import type { HttpError } from '../lib/http-error.js';
import { checkLines, openRace, priceOrder, repeatedRunners } from './checkout.js';

type Refusal = OrderQuote['refusals'][number];

/** The refusal of a line that repeats a runner of the order. */
const REPEATED = { twoSelf: 'two_self_entries', sameEmail: 'same_email' } as const;

/** A line's refusal as the order's own answer would carry it: the sentence, code and params. */
function refused(lineIndex: number, { code, params }: Said): Refusal {
  return { lineIndex, error: refusalSentence(code, params), code, ...(params ? { params } : {}) };
}

/** What an order would refuse the line with: its sentence as worded. */
function refusalOf(lineIndex: number, err: HttpError): Refusal {
  const { code, params } = err;
  return { lineIndex, error: err.message, code, ...(params ? { params } : {}) };
}

export async function quoteOrder(
  id: string,
  caller: Caller,
  input: z.output<typeof orderQuoteInputSchema>,
): Promise<OrderQuote> {
  const race = await openRace(id);
  const repeated = new Map(
    repeatedRunners(input.lines).map((r) => [r.index, refusal(REPEATED[r.why])]),
  );
  const checked = await checkLines(
    race,
    caller,
    input.lines.map(({ kind: _entry, ...line }) => line),
    { skip: new Set(repeated.keys()) },
  );
  const refusals: Refusal[] = [
    ...[...repeated].map(([lineIndex, said]) => refused(lineIndex, said)),
    ...checked.refused.map(({ lineIndex, error }) => refusalOf(lineIndex, error)),
    ...checked.registered.map(({ lineIndex, entry, why }) =>
      refused(
        lineIndex,
        why === 'self'
          ? refusal('already_registered')
          : refusal('email_registered', { email: entry.contact.email }),
      ),
    ),
  ];
  const taken = new Set(checked.registered.map((r) => r.lineIndex));
  const lines = checked.accepted.filter((a) => !taken.has(a.lineIndex));
  const price = await priceOrder(
    race,
    caller,
    input,
    lines.map((l) => l.entry),
  );
  if (price.code) await refuseUsedUpOrderCode(price.code);
  return {
    lines: lines.map(({ lineIndex, entry }, i) => {
      const due = price.dues[i];
      const credit = price.credit?.applied[i] ?? 0;
      return {
        lineIndex,
        distanceId: entry.distance.id,
        price: due?.amount ?? 0,
        discount: due?.discount ?? 0,
        fee: due?.fee ?? 0,
        credit,
        total: (due?.total ?? 0) - credit,
      };
    }),
    subtotal: price.subtotal,
    discount: price.discount,
    fee: price.fee,
    credit: price.credit?.total ?? 0,
    total: price.total,
    currency: price.currency,
    refusals: refusals.sort((a, b) => a.lineIndex - b.lineIndex),
  };
}
