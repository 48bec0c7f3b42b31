// Orders for several runners (docs/orders.md): one checkout for up to 10 entries, its payment, the
// buyer's orders, changing the contact of, transferring or withdrawing an entry they still manage,
// and a runner claiming the entry made for them.
import {
  orderQuoteSchema,
  paymentStartedSchema,
  transferCreatedSchema,
  updatedSchema,
  withdrawnSchema,
} from '../domain/api-types.js';
import {
  claimedSchema,
  claimInputSchema,
  entryContactSchema,
  myOrderSchema,
  orderCreatedSchema,
  orderInputSchema,
  orderQuoteInputSchema,
} from '../domain/orders.js';
import { paymentStartSchema, transferStartSchema } from '../domain/schemas.js';
import { declare } from './declare.js';
import { answer, callersOwnList, conflict, failure, refusalsText, soldOut } from './common.js';

export const {
  createOrder,
  quoteOrder,
  payOrder,
  withdrawOrderEntry,
  updateOrderEntry,
  transferOrderEntry,
  myOrders,
  claimEntry,
} = declare('orders', {
  createOrder: {
    // A buyer's claim mails are counted per day (docs/orders.md): 429 with Retry-After past the limit.
    limited: true,
    summary:
      'Register 1-10 runners in one order (the buyer as `self`, others by their details): all places or none',
    body: orderInputSchema,
    responses: {
      201: answer(
        'Ordered: every entry confirmed (free) or held for one payment (priced).',
        orderCreatedSchema,
      ),
      400: failure(
        'An entry’s form is refused by the race (its question, waiver, age or distance); `details[].field` names the entry (`entries.2.dateOfBirth`).',
      ),
      403: failure(
        `An entry is for another runner and the buyer’s email is not verified: ${refusalsText('verify_email_to_order')}`,
      ),
      409: soldOut(
        `A distance has too few places for the order (${refusalsText('order_too_few_places')}), ${refusalsText('already_registered')}, an entry’s email ${refusalsText('email_registered')}, or ${refusalsText('same_email')}; nothing is taken.`,
      ),
    },
  },

  quoteOrder: {
    // A discount code's tries are counted per account (docs/coupons.md): 429 with Retry-After.
    limited: true,
    summary:
      'What an order of these lines would cost (code, credit, fees), priced as placing it would, taking nothing',
    body: orderQuoteInputSchema,
    responses: {
      200: answer(
        'The price of each line the order would accept, the sums, and the lines it would refuse.',
        orderQuoteSchema,
      ),
      409: conflict(
        'The code is refused for the whole order: unknown, not yet or no longer valid, used up, or for none of its distances.',
      ),
    },
  },

  payOrder: {
    summary: 'Start paying a held order (the buyer): one payment for every entry',
    body: paymentStartSchema,
    responses: {
      201: answer('Started.', paymentStartedSchema),
      404: failure('No such order of the caller’s.'),
      409: conflict(refusalsText('order_not_pending')),
    },
  },

  withdrawOrderEntry: {
    summary:
      'The buyer withdraws one unclaimed entry of a paid or free order: its place is released and its share refunded by the race’s policy',
    responses: {
      200: answer(
        'Withdrawn (`deletedCount` 0 when it already was); `refund` when the entry’s share goes back.',
        withdrawnSchema,
      ),
      404: failure('No such order of the caller’s, or no such entry in it.'),
      409: conflict(`${refusalsText('order_unpaid', 'entry_claimed')}, or the race has started.`),
    },
  },

  updateOrderEntry: {
    summary:
      'The buyer changes the contact (name, email, phone, emergency contact) of an entry they still manage',
    body: entryContactSchema,
    responses: {
      200: answer('Changed (`modifiedCount` 0 when nothing differed).', updatedSchema),
      404: failure('No such order of the caller’s, or no such entry in it.'),
      409: conflict(
        `${refusalsText('entry_claimed')}, the email ${refusalsText('email_registered')}, or the race has started.`,
      ),
    },
  },

  transferOrderEntry: {
    summary:
      'The buyer offers the confirmed place of an entry they still manage to another runner, as a runner offers their own (docs/transfers.md)',
    body: transferStartSchema,
    responses: {
      201: answer('Offered; the link is on its way.', transferCreatedSchema),
      404: failure('No such order of the caller’s, or no such entry in it.'),
      409: conflict(
        `${refusalsText('entry_claimed')}; the race allows no transfers, or no longer; the place is not confirmed; or a transfer of it is open.`,
      ),
    },
  },

  myOrders: {
    summary: 'The caller’s orders, newest first: entries, states, the group pass',
    ...callersOwnList('not_own_orders', 'The caller’s orders.', myOrderSchema),
  },

  claimEntry: {
    summary:
      'Take the entry a claim link names into the caller’s account: the same place and bib, a new pass',
    body: claimInputSchema,
    responses: {
      200: answer('Claimed.', claimedSchema),
      409: conflict(refusalsText('claim_link_invalid', 'already_registered')),
    },
  },
});
