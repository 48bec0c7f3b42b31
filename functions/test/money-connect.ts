// The money model's rule for connected charges (docs/payouts.md), reckoned here on its own rather
// than with the server's code: in `connect` mode each card entry names the race's organiser and
// keeps the site's fee of its amount; whatever of it went back (refunded, disputed) gave back the
// fee and the organiser's transfer in proportion, never more than each was.
import { platformFeeOf } from '@run/contract/domain/payouts';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import type { MoneyRace } from './money-actions.js';

/** The local stack's site fee (scripts/stack.ts). */
const SITE_FEE = { percent: 3, fixed: 50 };

const num = (d: DocumentSnapshot, field: string): number => {
  const v: unknown = d.get(field);
  return typeof v === 'number' ? v : 0;
};

export function connectRule(race: MoneyRace, payments: readonly DocumentSnapshot[]): string[] {
  const broken: string[] = [];
  for (const e of payments) {
    const card = e.get('method') === 'card' && e.get('provider') === 'test';
    if (!race.connect || !card) {
      if (typeof e.get('destination') === 'string') {
        broken.push(`entry ${e.id}: connected outside connect mode`);
      }
      continue;
    }
    const amount = num(e, 'amount');
    const fee = num(e, 'platformFee');
    if (e.get('payee') !== race.owner.uid || typeof e.get('destination') !== 'string') {
      broken.push(`entry ${e.id}: a card payment not paid to the race’s organiser`);
    }
    if (fee !== platformFeeOf(amount, SITE_FEE)) {
      broken.push(
        `entry ${e.id}: site fee ${fee} on ${amount}, not ${platformFeeOf(amount, SITE_FEE)}`,
      );
    }
    const back = Math.min(amount, num(e, 'refunded') + num(e, 'disputed'));
    const feeBack = amount === 0 ? 0 : Math.round((fee * back) / amount);
    const [feeRefunded, reversed] = [num(e, 'feeRefunded'), num(e, 'transferReversed')];
    if (feeRefunded !== feeBack || reversed !== back - feeBack) {
      broken.push(
        `entry ${e.id}: ${back} of ${amount} back gave back ${feeRefunded} of the ${fee} fee and took ${reversed} from the organiser, not ${feeBack} and ${back - feeBack}`,
      );
    }
    if (feeRefunded > fee || reversed > amount - fee) {
      broken.push(`entry ${e.id}: gave back more of the fee or the transfer than either was`);
    }
  }
  return broken;
}
