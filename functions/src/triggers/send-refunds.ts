// sendRefunds: every minute, pending refunds whose provider call never happened (the request or page
// that staged them ended first) are sent (payments/refunds.ts). Bound to Stripe's secrets, as the API is.
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { PAYMENT_SECRETS, sendDueRefunds } from '../payments/payments.js';

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
