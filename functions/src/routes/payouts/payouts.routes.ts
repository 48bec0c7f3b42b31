// Payouts: the site's settings, the organiser's payout account, their payouts and statements, the
// test provider's payout, and Connect's webhook.
import * as payouts from '@run/contract/endpoints/payouts';

import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../payouts/payouts.js';

export const payoutsRoutes = [
  handle(payouts.payoutSettings, ({ caller }) => service.payoutSettings(caller?.uid)),

  handle(payouts.payoutAccount, ({ params }) => service.payoutAccountView(params.userId)),

  // 201: the only success status it declares.
  handle(payouts.createPayoutAccount, ({ caller, params, body }) =>
    service.startOnboarding(params.userId, caller.email ?? null, body?.returnPath),
  ),

  handle(payouts.updatePayoutAccount, ({ params, body }) =>
    service.setPayPalMerchant(params.userId, body.paypalMerchantId),
  ),

  handle(payouts.listPayouts, ({ params, query }) =>
    service.listPayouts(params.userId, query.cursor),
  ),

  handle(payouts.payoutStatement, ({ params }) =>
    service.payoutStatement(params.userId, params.payoutId),
  ),

  handle(payouts.payoutStatementCsv, ({ params }) =>
    service.payoutStatementCsv(params.userId, params.payoutId),
  ),

  handle(payouts.testPayout, ({ params }) => service.testPayout(params.userId)),

  handle(payouts.payoutWebhook, ({ params, raw }) => service.payoutWebhook(params.provider, raw)),
];
