// sendRefunds: every minute, pending refunds whose provider call never happened (the request or page
// that staged them ended first) are sent (payments/refunds.ts). Bound to Stripe's secrets, as the API is.
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../payments/providers.js';
import { sendDueRefunds } from '../payments/refunds.js';

export const sendRefunds = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'us-central1',
    secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
  },
  async () => {
    await sendDueRefunds();
  },
);
