// Bank statements for the console's Payments tab (docs/payments.md, "Bank statements"): importing
// one, the rows nobody's reference matched (GET .../bank-transactions?state=unmatched, page by page),
// and assigning or discarding one. Each write refreshes the race's lists: the ledger, the refunds and
// the unmatched rows.
import type { BankImportInput } from '@run/contract/domain/bank';
import { routes } from '@run/contract/http/routes';
import { useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { eventListOptions, useApiWrite } from '@/lib/api-query';

export function useImportBankStatement(id: string) {
  return useApiWrite(
    (body: BankImportInput) => api(routes.importBankStatement, { params: { id }, body }),
    // The counts are told at once; the ledger, refunds and unmatched rows refresh behind them.
    { refreshMarathons: { event: () => id, await: false } },
  );
}

export function useUnmatchedTransactions(id: string) {
  return useInfiniteQuery(
    eventListOptions(routes.listBankTransactions, id, ['bank-transactions', 'unmatched'], {
      state: 'unmatched',
    }),
  );
}

export function useAssignTransaction(id: string) {
  return useApiWrite(
    ({ txId, userId }: { txId: string; userId: string }) =>
      api(routes.assignBankTransaction, { params: { id, txId }, body: { userId } }),
    // Told at once; the lists refresh behind the popup (the row leaves the list, and its dialog).
    { refreshMarathons: { event: () => id, await: false } },
  );
}

export function useDiscardTransaction(id: string) {
  return useApiWrite(
    (txId: string) => api(routes.discardBankTransaction, { params: { id, txId }, body: {} }),
    { refreshMarathons: { event: () => id, await: false } },
  );
}
