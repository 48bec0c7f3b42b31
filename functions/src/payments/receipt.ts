// A payment's receipt (docs/payments.md, "Receipts"): what the ledger entry took, with the price,
// discount, fee and credit of the registration it paid, the race, the distance, the method and who
// issues it. Only its payer and the race's organisers may read it; anyone else gets the 404 of a
// payment that does not exist. The number is derived from the race and the payment, never stored:
// the same receipt has the same number every time.
import { createHash } from 'node:crypto';

import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Receipt } from '@run/contract/domain/api-types';
import { paysByInstructions } from '@run/contract/domain/payment-methods';
import { mayCall } from '@run/contract/domain/race-roles';
import { routes } from '@run/contract/http/routes';

import type { Caller } from '../lib/auth.js';
import { notFound } from '../lib/http-error.js';
import { distancesOf } from '../store/distances.js';
import { marathonOf, marathonRef, raceRoleOf, toIso } from '../store/marathon-doc.js';
import {
  PAID_STATES,
  payerOf,
  paymentDocs,
  paymentRef,
  type PaymentDoc,
} from '../store/payment-doc.js';
import { registrationOf, registrationRef } from '../store/registration-doc.js';
import type { RegistrationPaymentDoc } from '../store/registration-payment.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `R-` and 8 Crockford base32 characters of a hash of the race and the payment. */
export function receiptNumber(marathonId: string, paymentId: string): string {
  const digest = createHash('sha256').update(`${marathonId}/${paymentId}`).digest();
  const chars = Array.from(digest.subarray(0, 8), (byte) => CROCKFORD[byte % 32] ?? '0');
  return `R-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The registration's priced record this entry paid: the place itself, or its change of distance. */
function pricedRecord(held: RegistrationPaymentDoc | null, paymentId: string) {
  if (held?.paymentId === paymentId) return held;
  if (held?.difference?.paymentId === paymentId) return held.difference;
  return null;
}

function toReceipt(
  marathon: DocumentSnapshot,
  entry: PaymentDoc,
  priced: RegistrationPaymentDoc | null,
): Receipt {
  const race = marathonOf(marathon);
  const paid = PAID_STATES.includes(entry.state);
  const distance = distancesOf(race).find((d) => d.id === entry.distanceId);
  const discount = priced?.discount ?? 0;
  const credit = priced?.creditApplied ?? 0;
  const details = race.organiserDetails;
  return {
    receiptNumber: paid ? receiptNumber(marathon.id, entry.id) : null,
    paymentId: entry.id,
    marathonId: marathon.id,
    title: race.title,
    distanceName: distance?.name ?? '',
    runnerName: entry.runnerName,
    state: entry.state,
    paid,
    method: entry.method,
    // Without the registration's record (a payment recorded by hand for money it did not ask), the
    // entry's amount is all there is to say.
    price: priced?.amount ?? entry.amount,
    discount,
    fee: priced?.fee ?? 0,
    credit,
    total: entry.amount,
    refunded: entry.refunded,
    currency: entry.currency,
    code: priced?.code ?? entry.code,
    paidAt: paid && entry.succeededAt ? toIso(entry.succeededAt) : null,
    bankReference: paysByInstructions(entry.method)
      ? (priced?.bankReference ?? entry.providerRef)
      : null,
    organiser: {
      name: details.organiserName,
      address: details.organiserAddress,
      vatNumber: details.vatNumber,
    },
  };
}

/** The receipt of payment `paymentId` of race `id`, for its payer or the race's organisers. */
export async function receiptFor(caller: Caller, id: string, paymentId: string): Promise<Receipt> {
  const marathon = await marathonRef(id).get();
  if (!marathon.exists) throw notFound('no_such_payment');
  const read = await paymentRef(marathon.ref, paymentId).get();
  const entry = read.exists ? paymentDocs.of(read) : null;
  const mayRead =
    entry !== null &&
    (payerOf(entry) === caller.uid || mayCall(raceRoleOf(marathon, caller), routes.listPayments));
  if (!entry || !mayRead) throw notFound('no_such_payment');
  const registration = await registrationRef(marathon.ref, entry.userId).get();
  // An order's payment is every entry's (docs/orders.md): its lead's own price is not its price.
  const held =
    registration.exists && entry.orderId === null ? registrationOf(registration).payment : null;
  return toReceipt(marathon, entry, pricedRecord(held, paymentId));
}
