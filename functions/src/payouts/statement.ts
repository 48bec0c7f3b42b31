// A payout's statement (docs/payouts.md): race by race, gross - refunds - disputes - site fee -
// provider fee = net, the nets adding up to the payout. The test provider's payouts carry theirs
// from the start (test-payout.ts); a Stripe payout's is made once, the first time it is read, from
// the payout's balance transactions matched to the ledger entries they moved money for, and kept.
import type { Statement, StatementRace } from '@run/contract/domain/payout-types';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { download, type Download } from '../lib/answers.js';
import { csvFilename, csvRow } from '../lib/csv.js';
import { db } from '../lib/firestore.js';
import { notFound } from '../lib/http-error.js';
import { paymentDocs, paymentsEverywhere } from '../store/payment-doc.js';
import { payoutDocs, payoutRef, toPayout, type PayoutDoc } from '../store/payout-doc.js';
import { amountCell } from '../store/race-csv.js';
import { entrySums, unpaidOf, ZERO } from './balance.js';
import type { PayoutLine } from './payout-provider.js';
import { payoutProvider } from './providers.js';
import { readPayoutAccount } from '../store/payout-account-doc.js';
import { RaceSums } from './statement-rows.js';

const PROVIDER_ROW = 'Movements at the provider';

export async function payoutStatement(uid: string, payoutId: string): Promise<Statement> {
  const snap = await payoutRef(uid, payoutId).get();
  if (!snap.exists) throw notFound('no_such_payout');
  const payout = payoutDocs.of(snap);
  const races = payout.races ?? (await makeStatement(uid, payout));
  return { ...toPayout(payout), races };
}

/** The entries each line names, by paymentId. */
async function entriesOf(
  lines: readonly PayoutLine[],
): Promise<Map<string, QueryDocumentSnapshot>> {
  const ids = [...new Set(lines.flatMap((l) => (l.paymentId ? [l.paymentId] : [])))];
  const found = new Map<string, QueryDocumentSnapshot>();
  for (let i = 0; i < ids.length; i += 30) {
    const page = await paymentsEverywhere()
      .where('paymentId', 'in', ids.slice(i, i + 30))
      .get();
    for (const doc of page.docs) found.set(doc.id, doc);
  }
  return found;
}

/**
 * A provider's payout's rows: each entry's part not yet in a statement, its net taken from the
 * provider's lines (what really moved); a difference from RUN's reckoning (the provider's rounding of
 * a proportional reversal) shows as a provider fee, and lines of no entry as their own row.
 */
async function makeStatement(uid: string, payout: PayoutDoc): Promise<StatementRace[]> {
  const account = await readPayoutAccount(uid);
  if (account === null) throw notFound('no_such_payout');
  const lines = await payoutProvider().payoutLines(account.accountId, payout.payoutId);
  const entries = await entriesOf(lines);
  return db().runTransaction(async (tx) => {
    const again = payoutDocs.of(await tx.get(payoutRef(uid, payout.payoutId)));
    if (again.races !== null) return again.races;
    const fresh = await tx.getAll(...[...entries.values()].map((e) => e.ref));
    const byId = new Map(fresh.map((e) => [e.id, e as QueryDocumentSnapshot]));
    const sums = new RaceSums();
    const lineNet = new Map<string, number>();
    for (const line of lines) {
      const entry = line.paymentId ? byId.get(line.paymentId) : undefined;
      const race = entry?.ref.parent.parent?.id ?? '';
      lineNet.set(race, (lineNet.get(race) ?? 0) + line.net);
      if (entry === undefined) sums.add(null, ZERO);
    }
    for (const entry of byId.values()) sums.add(entry.ref.parent.parent, unpaidOf(entry));
    const rows = (await sums.rows(tx, PROVIDER_ROW)).map((row) => {
      const net = lineNet.get(row.marathonId) ?? 0;
      return { ...row, providerFee: row.providerFee + row.net - net, net };
    });
    tx.update(payoutRef(uid, payout.payoutId), { races: rows, updatedAt: Timestamp.now() });
    for (const entry of byId.values()) {
      tx.update(entry.ref, { paidOut: entrySums(paymentDocs.of(entry)) });
    }
    return rows;
  });
}

const HEADER = [
  'Marathon Id',
  'Race',
  'Gross',
  'Refunds',
  'Disputes',
  'Site Fee',
  'Provider Fee',
  'Net',
] as const;

export async function payoutStatementCsv(uid: string, payoutId: string): Promise<Download> {
  const statement = await payoutStatement(uid, payoutId);
  const money = (n: number) => amountCell(n, statement.currency);
  const row = (id: string, title: string, r: Omit<StatementRace, 'marathonId' | 'title'>) =>
    csvRow([
      id,
      title,
      money(r.gross),
      money(r.refunds),
      money(r.disputes),
      money(r.platformFee),
      money(r.providerFee),
      money(r.net),
    ]);
  const total = statement.races.reduce(
    (all, r) => ({
      gross: all.gross + r.gross,
      refunds: all.refunds + r.refunds,
      disputes: all.disputes + r.disputes,
      platformFee: all.platformFee + r.platformFee,
      providerFee: all.providerFee + r.providerFee,
      net: all.net + r.net,
    }),
    ZERO,
  );
  const body = [
    csvRow(HEADER),
    ...statement.races.map((r) => row(r.marathonId, r.title, r)),
    row('', 'Total', total),
  ].join('');
  return download(csvFilename(payoutId, 'payout'), 'text/csv', body, { personal: true });
}
