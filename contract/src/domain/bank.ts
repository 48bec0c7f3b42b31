// Bank statements (docs/payments.md, "Bank statements"): what an import takes (a CSV with its columns
// named, or a camt.053 XML statement), what it answers, the transactions it stores and their states,
// (the columns and the header names the console recognises are in bank-columns.ts).
import { z } from 'zod';

import { filledText } from './field-schemas.js';
import { pageOf } from './query.js';
import { fileTextSchema, headerNameSchema } from './upload-schemas.js';
import { BANK_STATEMENT_LIMITS } from './bank-columns.js';

export const bankImportSchema = z.discriminatedUnion(
  'format',
  [
    z.strictObject({
      format: z.literal('csv'),
      csv: fileTextSchema('csv', BANK_STATEMENT_LIMITS.bytes),
      columns: z
        .strictObject({
          date: headerNameSchema('date'),
          amount: headerNameSchema('amount'),
          payer: headerNameSchema('payer'),
          reference: headerNameSchema('reference'),
          iban: headerNameSchema('iban').optional(),
        })
        .describe('The header cells of the CSV that hold each column.'),
    }),
    z.strictObject({
      format: z.literal('camt053'),
      xml: fileTextSchema('xml', BANK_STATEMENT_LIMITS.bytes),
    }),
  ],
  { error: 'format must be "csv" or "camt053"' },
);
export type BankImportInput = z.input<typeof bankImportSchema>;

/** What a statement row's money did to a payment it matched. */
const MONEY_OUTCOMES = ['matched', 'partial', 'overpaid', 'late'] as const;

/** What each row of a statement became. */
export const BANK_IMPORT_COUNTS = [...MONEY_OUTCOMES, 'duplicate', 'unmatched', 'ignored'] as const;
export type BankImportCount = (typeof BANK_IMPORT_COUNTS)[number];

export const bankImportAnswerSchema = z.object({
  rows: z.number().int().describe('Rows read from the statement.'),
  ...(Object.fromEntries(BANK_IMPORT_COUNTS.map((c) => [c, z.number().int()])) as Record<
    BankImportCount,
    z.ZodNumber
  >),
  refused: z
    .array(z.string())
    .optional()
    .describe(
      'A sentence naming each row refused on its own (counted as ignored; the other rows still count), e.g. an amount finer than its currency allows; absent when none was.',
    ),
});
export type BankImportAnswer = z.infer<typeof bankImportAnswerSchema>;

/**
 * A stored transaction's state: what its money did (`matched`, `partial`, `overpaid`, `late`), or
 * `ignored` (nothing received), `unmatched` until an organiser `assigned` or `discarded` it.
 */
export const BANK_TX_STATES = [
  ...MONEY_OUTCOMES,
  'unmatched',
  'ignored',
  'assigned',
  'discarded',
] as const;
export type BankTxState = (typeof BANK_TX_STATES)[number];

/** `marathons/{id}/bankTransactions/{txId}`. */
export const bankTransactionSchema = z.object({
  txId: z
    .string()
    .describe(
      'The row’s id: a checksum of the bank’s own reference of the transaction where the statement gives one, else of the date, amount, payer, reference and its ordinal among identical rows of the file.',
    ),
  date: z.string().describe('As the statement wrote it.'),
  amount: z.number().int().describe('In minor units; negative for money going out.'),
  currency: z.string(),
  payer: z.string(),
  iban: z.string().nullable(),
  reference: z.string().describe('The purpose text as the statement wrote it.'),
  state: z.enum(BANK_TX_STATES),
  userId: z.string().nullable().describe('The runner whose registration it credited.'),
  createdAt: z.string(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const bankTransactionsPageSchema = pageOf('transactions', bankTransactionSchema);
export type BankTransactionsPage = z.infer<typeof bankTransactionsPageSchema>;

/** POST .../bank-transactions/{txId}/assign. */
export const bankAssignSchema = z.strictObject({
  userId: filledText('userId', 128),
});
