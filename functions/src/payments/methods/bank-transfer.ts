// Paying by bank transfer (docs/payments.md): instructions, not a provider's page. A registration has
// one live reference: asked again while its transfer is the current attempt, the same instructions
// come back. The hold is extended once, when bank transfer is first chosen, never again; the
// reference is created once per race (`marathons/{id}/bankReferences/{reference}`), and its money is
// matched when the organiser imports the bank statement (bank-import.ts).
import { Timestamp } from 'firebase-admin/firestore';

import { GRPC, grpcCode } from '../../lib/grpc.js';
import { badRequest } from '../../lib/http-error.js';
import { notifyStored } from '../../mail/mail.js';
import { heldUntil } from '../../places/places.js';
import { qrPng } from '../../race-day/race-day.js';
import { eventDates } from '../../store/marathon-doc.js';
import { bankReferenceRef, newBankReferenceDoc } from '../../store/bank-reference-doc.js';
import { paymentDocs } from '../../store/payment-doc.js';
import { registrationOf } from '../../store/registration-doc.js';
import {
  bankDueAt,
  bankInstructions,
  bankReference,
  BANK_GRACE_MS,
  transferDetails,
} from '../bank-transfer.js';
import type { Attempt, MethodStarted, PaymentMethodEntry } from './method.js';

/** Set on a hold once bank transfer extended it: it is never extended again (the model's `bankExtended`). */
const BANK_EXTENDED = 'payment.bankExtended';

const noAccount = () => badRequest('no_bank_account');

async function startTransfer(a: Attempt): Promise<MethodStarted> {
  const { marathon, registration, held, due, distance, money, entry, now } = a;
  const account = money.bankAccount;
  if (account === null) throw noAccount();
  // Asked again while its transfer is the hold's current attempt: the same instructions, so a
  // registration has one live reference and its hold is not moved again.
  const current = await a.openAttempt();
  const attempt = current === null ? null : paymentDocs.of(current);
  if (current !== null && attempt?.method === 'bank_transfer') {
    const instructions = bankInstructions(
      account,
      String(attempt.providerRef),
      due.total,
      due.currency,
      new Date(due.dueAt),
    );
    return { paymentId: current.id, instructions };
  }
  // The hold is extended once, when bank transfer is first chosen; never again after. A ballot
  // winner's deadline is the draw's (docs/ballot.md): bank transfer never moves it later, so a
  // winner cannot keep the place from the reserves past the days every winner has.
  const stored = registrationOf(held);
  const extended = stored.payment?.bankExtended === true;
  const dueAt =
    extended || stored.ballotEntryId !== null
      ? new Date(due.dueAt)
      : bankDueAt(
          now.toDate(),
          money.bankTransferDays,
          new Date(eventDates(marathon).marathonStartDate),
        );
  for (let tries = 1; ; tries += 1) {
    const reference = bankReference();
    const instructions = bankInstructions(account, reference, due.total, due.currency, dueAt);
    const qr = await qrPng(instructions.epcQr);
    const moved = extended
      ? {}
      : {
          'payment.dueAt': Timestamp.fromDate(dueAt),
          [BANK_EXTENDED]: true,
          ...heldUntil(Timestamp.fromMillis(dueAt.getTime() + BANK_GRACE_MS)),
        };
    try {
      await a.record(
        { provider: 'bank', providerRef: reference },
        { ...moved, 'payment.bankReference': reference },
        (tx) => {
          tx.create(
            bankReferenceRef(marathon.ref, reference),
            newBankReferenceDoc(entry.paymentId, entry.userId, now),
          );
          notifyStored(tx, marathon, distance, registrationOf(registration), {
            kind: 'bank_transfer',
            transfer: transferDetails(instructions),
            dueAt: instructions.dueAt,
            qrPng: qr,
          });
        },
      );
    } catch (err) {
      // Another attempt has this reference already (35 bits: rare, never shared): a new one.
      if (grpcCode(err) === GRPC.ALREADY_EXISTS && tries < 3) continue;
      throw err;
    }
    return { paymentId: entry.paymentId, instructions };
  }
}

export const bankTransfer: PaymentMethodEntry = {
  method: 'bank_transfer',
  providers: {},
  secrets: [],
  available: (race) => (race.bankAccount !== null ? true : noAccount()),
  // A bank statement's row confirms a held registration (bank-credit.ts), not a change of distance.
  start: startTransfer,
  refunds: 'manual',
};
