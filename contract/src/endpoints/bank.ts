// Bank statements (docs/payments.md, "Bank statements"): the organisers import a statement, whose
// rows credit the registrations their references name; the rows nobody's reference matched are
// listed, then assigned to a runner or discarded by hand.
import { z } from 'zod';

import {
  bankAssignSchema,
  bankImportAnswerSchema,
  bankImportSchema,
  bankTransactionSchema,
  bankTransactionsPageSchema,
  BANK_TX_STATES,
} from '../domain/bank.js';
import { docIdParam, marathonParams } from '../domain/ids.js';
import { declare } from '../http/endpoint.js';
import { routes } from '../http/routes.js';
import { answer, conflict, consoleList, failure } from './common.js';

const endpoint = declare('bank');

const txParams = marathonParams.extend({ txId: docIdParam('Bank transaction') });

export const importBankStatement = endpoint({
  ...routes.importBankStatement,
  summary:
    'Import a bank statement (CSV with named columns, or camt.053 XML; at most 5 MB and 20,000 rows): each row credits the registration its reference names, once',
  params: marathonParams,
  body: bankImportSchema,
  bodyLimitBytes: 12 * 1024 * 1024,
  // 20,000 rows are each stored (and most matched) in one request: more than the usual 25 s on a
  // slow database, inside the 60 s that Hosting waits for a function.
  deadlineMs: 50_000,
  responses: {
    200: answer('How many rows the statement had, and what each became.', bankImportAnswerSchema),
  },
});

export const listBankTransactions = endpoint({
  ...routes.listBankTransactions,
  summary:
    'The race’s imported bank transactions, paginated; `state=unmatched` lists those to handle',
  ...consoleList(BANK_TX_STATES, 'bank transactions', bankTransactionsPageSchema),
});

export const assignBankTransaction = endpoint({
  ...routes.assignBankTransaction,
  summary: 'Credit an unmatched bank transaction to a runner’s registration, as a match would',
  params: txParams,
  body: bankAssignSchema,
  responses: {
    200: answer('The transaction, now assigned.', bankTransactionSchema),
    404: failure('No such transaction, or no runner of this race has that id.'),
    409: conflict('The transaction is not unmatched (assigned or discarded already).'),
  },
});

export const discardBankTransaction = endpoint({
  ...routes.discardBankTransaction,
  summary: 'Set an unmatched bank transaction aside: it is nobody’s registration money',
  params: txParams,
  bodyOptional: true,
  body: z.strictObject({}),
  responses: {
    200: answer('The transaction, now discarded.', bankTransactionSchema),
    404: failure('No such transaction.'),
    409: conflict('The transaction is not unmatched (assigned or discarded already).'),
  },
});
