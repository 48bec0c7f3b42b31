// sendRefunds: every minute, pending refunds whose provider call never happened (the request or page
// that staged them ended first) are sent (payments/refunds.ts). Bound to Stripe's secrets, as the API is.
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { PAYMENT_SECRETS } from '../payments/methods/registry.js';
import { sendDueRefunds } from '../payments/refunds.js';

export const sendRefunds = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'us-central1',
    secrets: PAYMENT_SECRETS,
  },
  async () => {
    await sendDueRefunds();
  },
);
