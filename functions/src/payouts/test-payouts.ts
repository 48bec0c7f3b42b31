// The test provider standing in for Stripe Connect on the local stack and in the tests
// (docs/payouts.md). No account is made anywhere: its onboarding is the site's own page
// `/payouts/test-onboarding`, whose button posts a signed `account.updated` event to the real webhook,
// so the account becomes ready the way a Connect event makes it so. Its balance is RUN's own ledger
// (payouts/balance.ts), and its payouts are made by RUN (payouts/test-payout.ts).
import { createHash } from 'node:crypto';

import { z } from 'zod';

import { verifiedTestEvent } from '../providers/providers.js';
import { payoutAccountById, payoutAccountDocs } from '../store/payout-account-doc.js';
import { availableOf } from './balance.js';
import type { PayoutEvent, PayoutProvider } from './payout-provider.js';

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('account.updated'),
  data: z.object({
    accountId: z.string().min(1).max(128),
    detailsSubmitted: z.boolean(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    requirements: z.array(z.string().max(200)).max(50),
  }),
});

export const TEST_ACCOUNT_PREFIX = 'acct_test_';

export function testPayouts(): PayoutProvider {
  return {
    name: 'test',
    // The same organiser always gets the same account id: a repeated create makes nothing new.
    createAccount: ({ key }) =>
      Promise.resolve({
        accountId: `${TEST_ACCOUNT_PREFIX}${createHash('sha256').update(key).digest('hex').slice(0, 16)}`,
      }),
    // A path on the site itself, back to a path: the page opens on whichever origin the organiser
    // uses locally (localhost or 127.0.0.1), where they are signed in.
    onboardingLink(accountId, returnUrl) {
      const back = new URL(returnUrl);
      const query = new URLSearchParams({
        account: accountId,
        return: `${back.pathname}${back.search}`,
      });
      return Promise.resolve(`/payouts/test-onboarding?${query}`);
    },
    dashboardLink: () => Promise.resolve(null),
    async account(accountId) {
      const found = await payoutAccountById(accountId);
      const a = found ? payoutAccountDocs.of(found) : null;
      return {
        accountId,
        detailsSubmitted: a?.detailsSubmitted ?? false,
        chargesEnabled: a?.chargesEnabled ?? false,
        payoutsEnabled: a?.payoutsEnabled ?? false,
        requirements: a?.requirements ?? ['external_account'],
      };
    },
    async balance(accountId) {
      const found = await payoutAccountById(accountId);
      return {
        available: found ? await availableOf(found.id, 'test') : [],
        pending: [],
      };
    },
    // Its payouts carry their statement from the start (test-payout.ts): nothing to read back.
    payoutLines: () => Promise.resolve([]),
    verify(rawBody, header): Promise<PayoutEvent> {
      const { id, type, data } = verifiedTestEvent(rawBody, header, eventSchema);
      return Promise.resolve({
        id,
        type,
        kind: 'account',
        accountId: data.accountId,
        account: { ...data },
      });
    },
  };
}
