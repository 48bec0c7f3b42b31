// Bank statements (docs/payments.md, "Bank statements"): the organisers import a statement, whose
// rows credit the registrations their references name; the rows nobody's reference matched are
// listed, then assigned to a runner or discarded by hand.

import {
  bankAssignSchema,
  bankImportAnswerSchema,
  bankImportSchema,
  bankTransactionSchema,
  bankTransactionsPageSchema,
  BANK_TX_STATES,
} from '../domain/bank.js';
import { declare } from './declare.js';
import { answer, fileImport, conflict, consoleList, failure, noBody } from './common.js';

export const {
  importBankStatement,
  listBankTransactions,
  assignBankTransaction,
  discardBankTransaction,
} = declare('bank', {
  importBankStatement: {
    summary:
      'Import a bank statement (CSV with named columns, or camt.053 XML; at most 5 MB and 20,000 rows): each row credits the registration its reference names, once',
    body: bankImportSchema,
    ...fileImport,
    responses: {
      200: answer('How many rows the statement had, and what each became.', bankImportAnswerSchema),
    },
  },

  listBankTransactions: {
    summary:
      'The race’s imported bank transactions, paginated; `state=unmatched` lists those to handle',
    ...consoleList(BANK_TX_STATES, 'bank transactions', bankTransactionsPageSchema),
  },

  assignBankTransaction: {
    summary: 'Credit an unmatched bank transaction to a runner’s registration, as a match would',
    body: bankAssignSchema,
    responses: {
      200: answer('The transaction, now assigned.', bankTransactionSchema),
      404: failure('No such transaction, or no runner of this race has that id.'),
      409: conflict('The transaction is not unmatched (assigned or discarded already).'),
    },
  },

  discardBankTransaction: {
    summary: 'Set an unmatched bank transaction aside: it is nobody’s registration money',
    ...noBody,
    responses: {
      200: answer('The transaction, now discarded.', bankTransactionSchema),
      404: failure('No such transaction.'),
      409: conflict('The transaction is not unmatched (assigned or discarded already).'),
    },
  },
});
