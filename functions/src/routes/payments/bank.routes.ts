// Bank statements: importing one, the race's transactions, assigning or discarding an unmatched row.
import * as bank from '@run/contract/endpoints/bank';

import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../payments/payments.js';

export const bankRoutes = [
  handle(bank.importBankStatement, ({ race, body }) => service.importBankStatement(race, body)),

  handle(bank.listBankTransactions, ({ race, query }) => service.listBankTransactions(race, query)),

  handle(bank.assignBankTransaction, ({ race, params, body }) =>
    service.assignBankTransaction(race, params.txId, body.userId),
  ),

  handle(bank.discardBankTransaction, ({ race, params }) =>
    service.discardBankTransaction(race, params.txId),
  ),
];
