// The organisers' CSV files: GET /marathon/{id}/registrations?format=csv,
// GET /marathon/{id}/waitlist?format=csv, GET /marathon/{id}/finance.csv, a payout's
// GET /organisers/{uid}/payouts/{payoutId}/statement.csv and a batch of single-use discount codes
// (POST /marathon/{id}/coupons/batch) with the organiser's token, saved as a file. A plain link cannot
// carry the bearer token, so the file is fetched and handed to the browser as a blob. The sentences
// of a failure are in the language shown when it happens.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CouponBatchInput } from '@run/contract/domain/coupons';
import { routes } from '@run/contract/http/routes';

import { apiRequest } from './api-client';
import { i18n } from './i18n';
import { filenameFrom, saveFile } from './save-file';

export type CsvList = 'registrations' | 'waitlist' | 'finance';

const OPTIONS = { download: 'text/csv', cache: 'no-store' } as const;

/** A creator's list (participants, waitlist) asked for whole, as CSV. */
const listCsv = (
  route: typeof routes.listParticipants | typeof routes.listWaitlist,
  file: string,
  failure: MessageDescriptor,
) => ({
  request: (id: string, failure: string) =>
    apiRequest(route, { params: { id }, query: { format: 'csv' } }, { ...OPTIONS, failure }),
  file,
  failure,
});

const names = {
  registrations: listCsv(
    routes.listParticipants,
    'participants',
    msg`Failed to download the participants.`,
  ),
  waitlist: listCsv(routes.listWaitlist, 'waitlist', msg`Failed to download the waitlist.`),
  finance: {
    request: (id: string, failure: string) =>
      apiRequest(routes.financeCsv, { params: { id } }, { ...OPTIONS, failure }),
    file: 'finance',
    failure: msg`Failed to download the payments and refunds.`,
  },
} as const;

export async function downloadCsv(list: CsvList, id: string, title: string): Promise<void> {
  const { request, file } = names[list];
  const fallback = `${file}-${title.toLowerCase().replace(/[^a-z0-9]+/gu, '-') || 'marathon'}.csv`;
  saveCsv(await request(id, downloadFailure(list)), fallback);
}

/** A payout's statement (docs/payouts.md), one row per race and the total. */
export async function downloadStatementCsv(userId: string, payoutId: string): Promise<void> {
  const answer = await apiRequest(
    routes.payoutStatementCsv,
    { params: { userId, payoutId } },
    { ...OPTIONS, failure: statementFailure() },
  );
  saveCsv(answer, `statement-${payoutId}.csv`);
}

/** What a failed statement download says when the server sends no sentence. */
export function statementFailure(): string {
  return i18n._(msg`Failed to download the statement.`);
}

/** Makes a batch of single-use codes (docs/coupons.md) and saves them, one per row. */
export async function downloadCouponBatch(id: string, batch: CouponBatchInput): Promise<void> {
  const answer = await apiRequest(
    routes.createCouponBatch,
    { params: { id }, body: batch },
    { ...OPTIONS, failure: i18n._(msg`The codes could not be made.`) },
  );
  saveCsv(answer, `codes-${batch.prefix.toLowerCase()}.csv`);
}

function saveCsv({ data, headers }: { data: unknown; headers: Headers }, fallback: string) {
  // With `download`, the body comes back as the file (a Blob), not the route's JSON.
  saveFile(data as Blob, filenameFrom(headers.get('Content-Disposition'), fallback));
}

export function downloadFailure(list: CsvList): string {
  return i18n._(names[list].failure);
}
