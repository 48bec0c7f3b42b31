// The test provider's hourly payout (docs/payouts.md): each ready test account's available money,
// one account at a time, so a failure of one is logged and the others are still paid.
import * as logger from 'firebase-functions/logger';

import { runTestPayout } from '../payouts/payouts.js';
import { payoutAccountsRef } from '../store/payout-account-doc.js';

export async function payOutTestAccounts(): Promise<void> {
  const ready = await payoutAccountsRef()
    .where('provider', '==', 'test')
    .where('payoutsEnabled', '==', true)
    .get();
  for (const account of ready.docs) {
    try {
      await runTestPayout(account.id);
    } catch (err) {
      logger.error('the test payout failed', { uid: account.id, error: String(err) });
    }
  }
}
