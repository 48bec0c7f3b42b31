// booksCheck: once a day, every race that takes money has its books checked (payments/books-check.ts);
// an organiser whose books show a new discrepancy is mailed once.
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { checkAllBooks } from '../payments/payments.js';

export const booksCheck = onSchedule(
  { schedule: 'every 24 hours', region: 'us-central1' },
  async () => {
    await checkAllBooks();
  },
);
