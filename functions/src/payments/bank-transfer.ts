// Paying by bank transfer (docs/payments.md): the race's account, a reference the payer quotes
// (`RUN-` and 7 Crockford base32 characters with a check character), the amount, and the same as an
// EPC069-12 QR code a banking app scans. Its money is matched by the reference when the organiser
// imports the bank statement (bank-import.ts); until then the place is held `bankTransferDays`, plus
// 48 hours for the money to travel.
import { randomBytes } from 'node:crypto';

import type { BankInstructions } from '@run/contract/domain/api-types';
import { epcQrText, newBankReference, type BankAccount } from '@run/contract/domain/money';

import type { TransferDetails } from '../mail/mail.js';

const DAY_MS = 86_400_000;
/** How long after its due time a bank transfer's hold still waits for money on its way. */
export const BANK_GRACE_MS = 2 * DAY_MS;

export const bankReference = (): string => newBankReference((n) => randomBytes(n));

/** The new due time: now + the race's days, never past the day before the race. */
export function bankDueAt(now: Date, days: number, raceStart: Date): Date {
  return new Date(Math.min(now.getTime() + days * DAY_MS, raceStart.getTime() - DAY_MS));
}

export function bankInstructions(
  account: BankAccount,
  reference: string,
  amount: number,
  currency: string,
  dueAt: Date,
): BankInstructions {
  return {
    ...account,
    reference,
    amount,
    currency,
    dueAt: dueAt.toISOString(),
    epcQr: epcQrText({ ...account, amount, currency, reference }),
  };
}

/** The instructions as a mail gives them, each labelled in the runner's language there. */
export const transferDetails = (i: BankInstructions): TransferDetails => ({
  amount: { amount: i.amount, currency: i.currency },
  holder: i.holder,
  iban: i.iban,
  bic: i.bic,
  reference: i.reference,
});
