// What the bank transfer tests do again and again: a runner who chose to pay by transfer, a bank
// statement (CSV as a German bank writes it, or camt.053) imported by the organisers, and the
// console's lists of refunds to pay and rows nobody's reference matched.
import * as bank from '@run/contract/endpoints/bank';
import * as refunds from '@run/contract/endpoints/refunds';

import { applyTo } from './actions.js';
import { api } from './helpers.js';
import { collectionSize } from './stored.js';
import { signUp, type TestUser } from './users.js';
import { myRecord, startPayment } from './pay.js';

export const COLUMNS = {
  date: 'Booking date',
  amount: 'Amount',
  payer: 'Payer',
  reference: 'Purpose',
  iban: 'IBAN',
};
export const PAYER_IBAN = 'DE44500105175407324931';

/** A statement CSV as a German bank writes it: semicolons, decimal commas, quoted purpose text. */
export const csvOf = (...rows: Array<[amount: string, purpose: string, payer?: string]>) =>
  [
    'Booking date;Payer;Purpose;Amount;IBAN',
    ...rows.map(
      ([amount, purpose, payer = 'Ada Runner'], i) =>
        `2026-05-${String(i + 1).padStart(2, '0')};${payer};"${purpose}";${amount};${PAYER_IBAN}`,
    ),
  ].join('\r\n');

/** `by` (an organiser) imports a statement CSV into race `id`. */
export const importCsv = (
  id: string,
  by: TestUser,
  csv: string,
  columns: Record<string, string> = COLUMNS,
) =>
  api.call(bank.importBankStatement, {
    params: { id },
    token: by.token,
    body: { format: 'csv', csv, columns },
  });

/** `by` (an organiser) imports a camt.053 statement into race `id`. */
export const importXml = (id: string, by: TestUser, xml: string) =>
  api.call(bank.importBankStatement, {
    params: { id },
    token: by.token,
    body: { format: 'camt053', xml },
  });

/** An import's answer counts: `more` of them, the rest 0. */
export const rowCounts = (more: Record<string, number>) => ({
  matched: 0,
  partial: 0,
  overpaid: 0,
  late: 0,
  duplicate: 0,
  unmatched: 0,
  ignored: 0,
  ...more,
});

/** A runner registered for race `id` who chose to pay by bank transfer: their reference and entry. */
export async function transferRunner(id: string, label: string) {
  const runner = await signUp(label);
  const applied = await applyTo(id, runner);
  if (applied.status !== 200) throw new Error(`apply: ${applied.status} ${applied.text}`);
  return { runner, ...(await chooseTransfer(id, runner)) };
}

/** `runner`, holding a place of race `id`, chooses bank transfer: the reference and the entry. */
export async function chooseTransfer(id: string, runner: TestUser) {
  const started = await startPayment(id, runner, 'bank_transfer');
  const reference = started.body.instructions?.reference;
  if (started.status !== 201 || reference === undefined) throw new Error(started.text);
  return { reference, paymentId: started.body.paymentId };
}

/** The request for race `id`'s list in one state, as `by` sends it. */
const inState = (id: string, by: TestUser, state: string) => ({
  params: { id },
  token: by.token,
  query: { state },
});

/** The console's "Refunds to pay" (refunds the organisers pay by hand), as `by` reads them. */
export const manualRefunds = async (id: string, by: TestUser) =>
  (await api.call(refunds.listRefunds, inState(id, by, 'manual'))).body.refunds;

/** The statement rows nobody's reference matched, as `by` reads them. */
export const unmatchedOf = async (id: string, by: TestUser) =>
  (await api.call(bank.listBankTransactions, inState(id, by, 'unmatched'))).body.transactions;

/** `by` (an organiser) assigns statement row `txId` of race `id` to `runner`'s payment by hand. */
export const assignRow = (id: string, by: TestUser, txId: string, runner: TestUser) =>
  api.call(bank.assignBankTransaction, {
    params: { id, txId },
    token: by.token,
    body: { userId: runner.uid },
  });

/** `by` assigns the one row of race `id` nobody's reference matched to `runner`. */
export async function assignOnlyUnmatched(id: string, by: TestUser, runner: TestUser) {
  const [row, ...more] = await unmatchedOf(id, by);
  if (row === undefined || more.length > 0) throw new Error('one row is listed unmatched');
  return assignRow(id, by, row.txId, runner);
}

/** The runner's registration status as My Apply List shows it. */
export const statusOf = async (id: string, runner: TestUser) =>
  (await myRecord(id, runner))?.status;

/** How many statement rows race `id` has stored. */
export const storedRows = (id: string) => collectionSize(`marathons/${id}/bankTransactions`);
