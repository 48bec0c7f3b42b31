// What the bank statement tests do again and again: a runner paying by bank transfer, the import's
// counts, and an organiser's calls (import, refunds to pay, unmatched rows, rows stored).
import * as bank from '@run/contract/endpoints/bank';
import * as refunds from '@run/contract/endpoints/refunds';

import { applyTo } from './actions.js';
import { api, collectionSize, signUp, type TestUser } from './helpers.js';
import { myRecord, startPayment } from './pay.js';

/** The import's answer's counts: 0 but for `more`. */
export const counts = (more: Record<string, number>) => ({
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
  const started = await startPayment(id, runner, 'bank_transfer');
  const reference = started.body.instructions?.reference;
  if (started.status !== 201 || reference === undefined) throw new Error(started.text);
  return { runner, reference, paymentId: started.body.paymentId };
}

export const statusOf = async (id: string, runner: TestUser) =>
  (await myRecord(id, runner))?.status;

export const storedRows = (id: string) => collectionSize(`marathons/${id}/bankTransactions`);

/** The organiser's calls about race `id`'s bank statements. */
export const bankCalls = (owner: TestUser) => ({
  importXml: (id: string, xml: string) =>
    api.call(bank.importBankStatement, {
      params: { id },
      token: owner.token,
      body: { format: 'camt053', xml },
    }),
  manualRefunds: async (id: string) =>
    (
      await api.call(refunds.listRefunds, {
        params: { id },
        token: owner.token,
        query: { state: 'manual' },
      })
    ).body.refunds,
  unmatchedOf: async (id: string) =>
    (
      await api.call(bank.listBankTransactions, {
        params: { id },
        token: owner.token,
        query: { state: 'unmatched' },
      })
    ).body.transactions,
});
