import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { createApp } from './app.js';
import { lapseDueOffers } from './triggers/lapse-offers.js';

export const api = onRequest({ region: 'us-central1' }, createApp());

export const lapseOffers = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1' },
  async () => {
    await lapseDueOffers();
  },
);
