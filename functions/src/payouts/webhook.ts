// Connect's events (docs/payouts.md): a connected account's state and its payouts, each event taken
// once (`providerEvents/connect-{provider}-{id}`, created in the event's own transaction).
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';

import { db } from '../lib/firestore.js';
import { receiveWebhook, type RawWebhook } from '../lib/webhook.js';
import { newProviderEventDoc, providerEventRef } from '../store/provider-event-doc.js';
import { payoutAccountById } from '../store/payout-account-doc.js';
import { payoutRef } from '../store/payout-doc.js';
import type { PayoutEvent, PayoutProviderName } from './payout-provider.js';
import { payoutProviderNamed } from './providers.js';

export function payoutWebhook(name: PayoutProviderName, raw: RawWebhook) {
  const provider = payoutProviderNamed(name);
  return receiveWebhook(provider, raw, (event) =>
    takePayoutEvent(`connect-${provider.name}`, event),
  );
}

async function takePayoutEvent(source: string, event: PayoutEvent): Promise<void> {
  const account = event.accountId ? await payoutAccountById(event.accountId) : null;
  const seenRef = providerEventRef(source, event.id);
  await db().runTransaction(async (tx) => {
    if ((await tx.get(seenRef)).exists) return;
    const payout = account && event.payout ? payoutRef(account.id, event.payout.payoutId) : null;
    const known = payout ? (await tx.get(payout)).exists : false;
    const now = Timestamp.now();
    tx.create(seenRef, newProviderEventDoc(source, { ...event, paymentId: null }, now));
    if (account === null) {
      if (event.kind !== 'ignored') {
        logger.info('payout event for no known account', { eventId: event.id, type: event.type });
      }
      return;
    }
    if (event.kind === 'account' && event.account) {
      const { detailsSubmitted, chargesEnabled, payoutsEnabled, requirements } = event.account;
      tx.update(account.ref, {
        detailsSubmitted,
        chargesEnabled,
        payoutsEnabled,
        requirements,
        updatedAt: now,
      });
    }
    if (event.kind === 'payout' && event.payout && payout) {
      const { payoutId, amount, currency, arrivalDate, state } = event.payout;
      tx.set(
        payout,
        {
          payoutId,
          amount,
          currency,
          arrivalDate: Timestamp.fromDate(arrivalDate),
          state,
          ...(known ? {} : { createdAt: now }),
        },
        { merge: true },
      );
    }
  });
}
