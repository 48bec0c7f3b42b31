// "Import bank statement" in the console's Payments tab (docs/payments.md, "Bank statements"): a
// CSV (its columns mapped with selects filled from its header row, common names guessed) or a
// camt.053 XML file; the import's counts, and a sentence naming each row refused, are the result
// message. Importing the same file again changes nothing: its rows count as already imported.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BankImportAnswer } from '@run/contract/domain/bank';
import {
  BANK_COLUMNS,
  BANK_STATEMENT_LIMITS,
  guessBankColumns,
  type BankColumnNames,
} from '@run/contract/domain/bank-columns';
import { parseCsv } from '@run/contract/domain/csv-read';
import { useState } from 'react';

import { bankColumnLabels } from '@/lib/i18n/contract-words';
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

/**
 * The import's counts as one sentence, in the language shown when the answer comes: the rows, then
 * each count that is not 0 as its own phrase.
 */
export function importSummary(a: BankImportAnswer): string {
  const { rows, matched, partial, overpaid, late, unmatched, ignored, duplicate } = a;
  const parts: Array<[number, string]> = [
    [matched, plural(matched, { one: '# paid in full', other: '# paid in full' })],
    [partial, plural(partial, { one: '# partly paid', other: '# partly paid' })],
    [overpaid, plural(overpaid, { one: '# overpaid', other: '# overpaid' })],
    [late, plural(late, { one: '# arrived late', other: '# arrived late' })],
    [unmatched, plural(unmatched, { one: '# unmatched', other: '# unmatched' })],
    [
      ignored,
      plural(ignored, { one: '# ignored (not money in)', other: '# ignored (not money in)' }),
    ],
    [duplicate, plural(duplicate, { one: '# imported before', other: '# imported before' })],
  ];
  const said = parts
    .filter(([n]) => n > 0)
    .map(([, words]) => words)
    .join(', ');
  const imported =
    said === ''
      ? plural(rows, { one: 'Imported # row.', other: 'Imported # rows.' })
      : plural(rows, { one: `Imported # row: ${said}.`, other: `Imported # rows: ${said}.` });
  // Rows refused on their own (an amount finer than its currency) count as ignored; each is named,
  // in the API's own sentences.
  const refused = a.refused === undefined ? '' : ` ${a.refused.join(' ')}`;
  return `${imported}${refused}`;
}

const isXml = (name: string, text: string) =>
  name.toLowerCase().endsWith('.xml') || text.trimStart().startsWith('<');

export function BankImportForm({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  const write = useImportBankStatement(marathonId);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [columns, setColumns] = useState<BankColumnNames>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The answer, said by importSummary as it renders: in the language shown, even after a switch.
  const [result, setResult] = useState<BankImportAnswer | null>(null);

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
      setFailure(t`Choose a bank statement file first.`);
      return;
    }
    if (new Blob([statement.text]).size > BANK_STATEMENT_LIMITS.bytes) {
      setFailure(t`The file is larger than 5 MB.`);
      return;
    }
    const { date, amount, payer, reference, iban } = columns;
    if (statement.format === 'csv' && !(date && amount && payer && reference)) {
      setFailure(t`Choose the date, amount, payer and reference columns.`);
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
      onSuccess: (answer) => setResult(answer),
      onError: (error) => {
        const details = (error instanceof ApiError ? error.details : undefined) ?? [];
        setFieldErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
        // The API's own sentence, as it words it; our words only when it sends none.
        setFailure(
          error instanceof Error && error.message
            ? error.message
            : t`The bank statement could not be imported.`,
        );
      },
    });
  };

  const fileName = statement?.name;
  const chosen =
    statement === null
      ? null
      : statement.format === 'csv'
        ? t`${fileName}: a CSV statement.`
        : t`${fileName}: a camt.053 statement.`;

  return (
    <TitledSection
      id="bank-import-title"
      title={t`Import bank statement`}
      level={3}
      className="space-y-4"
    >
      <FileTextField
        id="bank-statement-file"
        label={t`Bank statement (CSV or camt.053 XML, at most 5 MB and 20,000 rows)`}
        accept=".csv,.xml,text/csv,text/xml,application/xml"
        onText={choose}
        chosen={chosen}
      />
      {statement?.format === 'csv' ? (
        <ColumnMap
          legend={t`Which column is which?`}
          hint={t`Chosen from the file’s header row; the payer’s IBAN is optional.`}
          header={statement.header}
          columns={BANK_COLUMNS}
          labels={bankColumnLabels()}
          required={(column) => column !== 'iban'}
          value={columns}
          errors={fieldErrors}
          onChange={setColumns}
        />
      ) : null}
      <FormAlert message={failure} />
      <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {result ? importSummary(result) : ''}
      </p>
      <Button busy={write.isPending} busyText={t`Importing…`} onClick={send}>
        <Trans>Import bank statement</Trans>
      </Button>
    </TitledSection>
  );
}
