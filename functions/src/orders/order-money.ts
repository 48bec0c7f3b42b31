// What each entry of an order owes once its code and the buyer's credit are applied (docs/orders.md,
// "Codes and credits"), and how it is stored: every entry held for the one payment while the order
// owes money, or all confirmed at once when the code and credit leave nothing to pay.
import type { DocumentData, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

import { confirmedOwingNothing, heldFor, type Due, type Hold } from '../pricing/pricing.js';

/** An entry's due as its hold priced it (with its code's discount); null for a free distance. */
export function dueOfHold(hold: Hold): Due | null {
  const p = hold.fields.payment as DocumentData | undefined;
  if (p === undefined) return null;
  return {
    amount: p.amount as number,
    fee: p.fee as number,
    total: p.total as number,
    currency: p.currency as string,
    tierLabel: (p.tierLabel as string | undefined) ?? '',
    ...(typeof p.discount === 'number' ? { discount: p.discount, code: p.code as string } : {}),
  };
}

/**
 * What a credit of `credit` pays of each entry, the lead first, each at most what it owes; what
 * the credit exceeds is lost, as on a single registration (docs/transfers.md).
 */
export function spreadCredit(dues: readonly (Due | null)[], credit: number): number[] {
  let left = credit;
  return dues.map((due) => {
    const applied = Math.min(left, due?.total ?? 0);
    left -= applied;
    return applied;
  });
}

export interface OrderMoney {
  /** Each entry's status and payment fields, in the order's order. */
  fields: DocumentData[];
  /** What the order's one payment asks: the entries' totals less the credit. */
  total: number;
  /** Whether it owes money (every entry held) or not (every entry confirmed now). */
  priced: boolean;
}

/**
 * The entries' stored money: each its own due less its share of the credit (`creditApplied`,
 * `creditId`); the lead carries the order's code (`orderCode`) whose use its hold gives back.
 */
export function orderMoney(
  marathon: DocumentSnapshot,
  dues: readonly (Due | null)[],
  credit: { id: string; applied: readonly number[] } | null,
  orderCode: string | null,
  currency: string,
  now: Timestamp,
): OrderMoney {
  const owed = dues.map((due, i) => {
    if (due === null) return null;
    const applied = credit?.applied[i] ?? 0;
    return {
      ...due,
      total: due.total - applied,
      ...(applied > 0 && credit ? { creditApplied: applied, creditId: credit.id } : {}),
      ...(i === 0 && orderCode !== null ? { orderCode } : {}),
    };
  });
  const total = owed.reduce((n, due) => n + (due?.total ?? 0), 0);
  const priced = total > 0;
  const fields = owed.map((due, i): DocumentData => {
    // A free distance's entry in a priced order: held with the others, owing nothing of its own.
    const lead = i === 0 && orderCode !== null ? { orderCode } : {};
    const zero = { amount: 0, fee: 0, total: 0, currency, tierLabel: '', ...lead };
    if (priced) return heldFor(marathon, due ?? zero, now).fields;
    if (due === null) return { status: 'confirmed' };
    // Nothing to pay after the code and credit: confirmed now.
    return confirmedOwingNothing(due, now);
  });
  return { fields, total, priced };
}
