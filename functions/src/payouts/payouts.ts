// Payouts (docs/payouts.md): the organiser's money reaches the organiser. The one file the routes
// and the other domains import: the site's settings, the payout account, payouts and their
// statements, Connect's webhook and the test provider's payout. Where a charge is paid to
// (connected charges) is payments' own (payments/connect-charge.ts), read from the stored account.
import type { PayoutSettings, PayoutsPage } from '@run/contract/domain/payout-types';
import { Timestamp } from 'firebase-admin/firestore';

import { decodeCursor } from '../lib/cursor.js';
import { env } from '../lib/env.js';
import { conflict, notFound } from '../lib/http-error.js';
import { pageOf } from '../store/id-page.js';
import { accountState, readPayoutAccount } from '../store/payout-account-doc.js';
import { payoutsNewestFirst, payoutDocs, toPayout } from '../store/payout-doc.js';
import { payoutModeOf } from '../store/payout-mode-doc.js';
import { payoutProvider } from './providers.js';
import { runTestPayout } from './test-payout.js';

export { PAYOUT_SECRETS } from './providers.js';
export { payoutAccountView, setPayPalMerchant, startOnboarding } from './account.js';
export { payoutStatement, payoutStatementCsv } from './statement.js';
export { payoutWebhook } from './webhook.js';

type PayoutCursor = [createdAtMillis: number, payoutId: string];
const isPayoutCursor = (v: unknown): v is PayoutCursor =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'string';

/**
 * How the site pays organisers and the fee it keeps. The same for everyone on a deployed site; on the
 * local stack a test's organiser may be paid the other way (store/payout-mode-doc.ts), so a signed-in
 * caller is answered their own way.
 */
export async function payoutSettings(uid?: string): Promise<PayoutSettings> {
  const mode = uid === undefined ? env.payouts : await payoutModeOf(uid);
  let provider: PayoutSettings['provider'] = null;
  if (mode === 'connect') {
    try {
      provider = payoutProvider().name;
    } catch {
      provider = null;
    }
  }
  return { mode, platformFee: env.platformFee, provider };
}

export async function listPayouts(uid: string, cursor: string | undefined): Promise<PayoutsPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor, isPayoutCursor);
  const page = await pageOf(
    payoutsNewestFirst(uid),
    { limit: 50, after: after && [Timestamp.fromMillis(after[0]), after[1]] },
    (doc) => toPayout(payoutDocs.of(doc)),
    (last) => [payoutDocs.of(last).createdAt?.toMillis() ?? 0, last.id],
  );
  return { payouts: page.items, nextCursor: page.nextCursor };
}

/** The test provider's payout of the available balance, now (the console's "Run a test payout"). */
export async function testPayout(uid: string) {
  if ((await payoutSettings(uid)).provider !== 'test') {
    throw notFound('no_test_payout_provider');
  }
  const account = await readPayoutAccount(uid);
  if (accountState(account) !== 'ready') throw conflict('payout_account_not_ready');
  return { payouts: await runTestPayout(uid) };
}

// The test provider's hourly payout (its schedule, under the emulators in connect mode).
export { runTestPayout } from './test-payout.js';
