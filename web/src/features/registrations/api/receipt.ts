// A payment's receipt (docs/payments.md, "Receipts"): GET /marathon/{id}/payments/{paymentId}/receipt,
// read again every 2 seconds while a card or PayPal payment waits for its provider's event (the
// runner may be back before it), and its PDF, saved as a file.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Receipt } from '@run/contract/domain/api-types';
import { paysByInstructions } from '@run/contract/domain/payment-methods';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { filenameFrom, saveFile } from '@/lib/save-file';

/** A descriptor: said in the language shown when the download fails. */
export const RECEIPT_FAILURE = msg`The receipt could not be downloaded.`;

/** A provider's payment still under way: its event may come any moment. */
const awaited = (r: Receipt | undefined) =>
  r !== undefined && r.state === 'started' && !paysByInstructions(r.method);

export function useReceipt(id: string, paymentId: string) {
  return useQuery({
    ...apiQueryOptions(
      ['receipt', id, paymentId],
      routes.paymentReceipt,
      { params: { id, paymentId } },
      { auth: 'required', scope: { account: true }, retry: false },
    ),
    refetchInterval: (query) => (awaited(query.state.data) ? 2000 : false),
  });
}

export async function downloadReceipt(id: string, paymentId: string) {
  const { data, headers } = await apiRequest(
    routes.paymentReceiptPdf,
    { params: { id, paymentId } },
    {
      download: 'application/pdf',
      auth: 'required',
      cache: 'no-store',
      failure: i18n._(RECEIPT_FAILURE),
    },
  );
  saveFile(data, filenameFrom(headers.get('Content-Disposition'), `receipt-${paymentId}.pdf`));
}
