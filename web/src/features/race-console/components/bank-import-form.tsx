// "Import bank statement" in the console's Payments tab (docs/payments.md, "Bank statements"): a
// CSV (its columns mapped with selects filled from its header row, common names guessed) or a
// camt.053 XML file; the import's counts, and a sentence naming each row refused, are the result
// message. Importing the same file again changes nothing: its rows count as already imported.
import type { BankImportAnswer } from '@run/contract/domain/bank';
import {
  BANK_COLUMN_LABELS,
  BANK_COLUMNS,
  BANK_STATEMENT_LIMITS,
  guessBankColumns,
  type BankColumnNames,
} from '@run/contract/domain/bank-columns';
import { parseCsv } from '@run/contract/domain/csv-read';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ColumnMap } from '@/components/ui/column-map';
import { FileTextField } from '@/components/ui/file-text-field';
import { FormAlert } from '@/components/ui/form-field';
import { TitledSection } from '@/components/ui/titled-section';
import { ApiError } from '@/lib/api-client';

import { useImportBankStatement } from '../api/bank';

type Statement =
  | { format: 'csv'; name: string; text: string; header: string[] }
  | { format: 'camt053'; name: string; text: string };

const FAILED = 'The bank statement could not be imported.';

/** The import's counts as one sentence. */
export function importSummary(a: BankImportAnswer): string {
  const parts: Array<[number, string]> = [
    [a.matched, 'paid in full'],
    [a.partial, 'partly paid'],
    [a.overpaid, 'overpaid'],
    [a.late, 'arrived late'],
    [a.unmatched, 'unmatched'],
    [a.ignored, 'ignored (not money in)'],
    [a.duplicate, 'imported before'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, words]) => `${n} ${words}`);
  const rows = `${a.rows} ${a.rows === 1 ? 'row' : 'rows'}`;
  // Rows refused on their own (an amount finer than its currency) count as ignored; each is named.
  const refused = a.refused === undefined ? '' : ` ${a.refused.join(' ')}`;
  return `Imported ${rows}${said.length > 0 ? `: ${said.join(', ')}` : ''}.${refused}`;
}

const isXml = (name: string, text: string) =>
  name.toLowerCase().endsWith('.xml') || text.trimStart().startsWith('<');

export function BankImportForm({ marathonId }: { marathonId: string }) {
  const write = useImportBankStatement(marathonId);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [columns, setColumns] = useState<BankColumnNames>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const choose = (name: string, text: string) => {
    setFailure(null);
    setResult(null);
    setFieldErrors({});
    if (isXml(name, text)) {
      setStatement({ format: 'camt053', name, text });
      return;
    }
    const header = parseCsv(text, 1)[0]?.cells ?? [];
    setStatement({ format: 'csv', name, text, header });
    setColumns(guessBankColumns(header));
  };

  const send = () => {
    setFailure(null);
    setResult(null);
    setFieldErrors({});
    if (statement === null) {
      setFailure('Choose a bank statement file first.');
      return;
    }
    if (new Blob([statement.text]).size > BANK_STATEMENT_LIMITS.bytes) {
      setFailure('The file is larger than 5 MB.');
      return;
    }
    const { date, amount, payer, reference, iban } = columns;
    if (statement.format === 'csv' && !(date && amount && payer && reference)) {
      setFailure('Choose the date, amount, payer and reference columns.');
      return;
    }
    const body =
      statement.format === 'csv'
        ? {
            format: 'csv' as const,
            csv: statement.text,
            columns: {
              date: date ?? '',
              amount: amount ?? '',
              payer: payer ?? '',
              reference: reference ?? '',
              ...(iban ? { iban } : {}),
            },
          }
        : { format: 'camt053' as const, xml: statement.text };
    write.mutate(body, {
      onSuccess: (answer) => setResult(importSummary(answer)),
      onError: (error) => {
        const details = (error instanceof ApiError ? error.details : undefined) ?? [];
        setFieldErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
        setFailure(error instanceof Error && error.message ? error.message : FAILED);
      },
    });
  };

  return (
    <TitledSection
      id="bank-import-title"
      title="Import bank statement"
      level={3}
      className="space-y-4"
    >
      <FileTextField
        id="bank-statement-file"
        label="Bank statement (CSV or camt.053 XML, at most 5 MB and 20,000 rows)"
        accept=".csv,.xml,text/csv,text/xml,application/xml"
        onText={choose}
        chosen={
          statement
            ? `${statement.name}: ${statement.format === 'csv' ? 'a CSV statement' : 'a camt.053 statement'}.`
            : null
        }
      />
      {statement?.format === 'csv' ? (
        <ColumnMap
          legend="Which column is which?"
          hint="Chosen from the file’s header row; the payer’s IBAN is optional."
          header={statement.header}
          columns={BANK_COLUMNS}
          labels={BANK_COLUMN_LABELS}
          required={(column) => column !== 'iban'}
          value={columns}
          errors={fieldErrors}
          onChange={setColumns}
        />
      ) : null}
      <FormAlert message={failure} />
      <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {result ?? ''}
      </p>
      <Button busy={write.isPending} busyText="Importing…" onClick={send}>
        Import bank statement
      </Button>
    </TitledSection>
  );
}
