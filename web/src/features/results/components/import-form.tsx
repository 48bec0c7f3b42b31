// Importing a distance's results from the timing company's CSV: a file or pasted text, checked first
// (a preview that stores nothing: what matched, the unknown bibs, the bad lines), with the columns
// named by hand when the header is not recognised; then stored, replacing the distance's results.
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';
import { parseCsv } from '@run/contract/domain/csv-read';
import { RESULTS_CSV_LIMITS, type ColumnNames } from '@run/contract/domain/results-csv';
import type { ResultsImportAnswer } from '@run/contract/domain/results';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FileTextField } from '@/components/ui/file-text-field';
import { FormAlert, SelectField, TextAreaField } from '@/components/ui/form-field';
import { showPopup } from '@/components/ui/popup';
import { ApiError } from '@/lib/api-client';
import { refreshMarathonViews } from '@/lib/query-client';

import { useImportResults } from '../api/import-results';
import { ColumnMapping } from './column-mapping';
import { ImportReport } from './import-report';

type Source = { kind: 'file'; name: string; text: string } | { kind: 'paste'; text: string };

const FAILED = msg`The results could not be imported.`;
/** The server gave up answering, but its writes go on: importing again replaces whatever they left. */
const SLOW = msg`The import is taking longer than the server waits to answer; it may still finish. The stored results below are read again in half a minute; or import the file again: it replaces them.`;

export function ImportForm({
  marathonId,
  distances,
}: {
  marathonId: string;
  distances: Pick<Distance, 'id' | 'name'>[];
}) {
  const { i18n, t } = useLingui();
  const write = useImportResults(marathonId);
  const [distanceId, setDistanceId] = useState(distances[0]?.id ?? '');
  const [rankBy, setRankBy] = useState<'chip' | 'gun'>('chip');
  const [source, setSource] = useState<Source>({ kind: 'paste', text: '' });
  const [fileKey, setFileKey] = useState(0);
  const [columns, setColumns] = useState<ColumnNames | undefined>(undefined);
  const [header, setHeader] = useState<string[] | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<ResultsImportAnswer | null>(null);
  const distanceName = distances.find((d) => d.id === distanceId)?.name ?? '';
  const matched = report?.matched ?? 0;
  const fileName = source.kind === 'file' ? source.name : '';
  const fileLines = source.kind === 'file' ? source.text.split('\n').length - 1 : 0;

  const restart = () => {
    setReport(null);
    setFailure(null);
    setFieldErrors({});
  };
  const changeSource = (next: Source) => {
    setSource(next);
    setColumns(undefined);
    setHeader(null);
    restart();
  };

  const send = (preview: boolean) => {
    if (source.text.trim() === '') {
      setFailure(t`Choose a CSV file or paste its text first.`);
      return;
    }
    if (new Blob([source.text]).size > RESULTS_CSV_LIMITS.bytes) {
      setFailure(t`The file is larger than 5 MB.`);
      return;
    }
    restart();
    write.mutate(
      { distanceId, csv: source.text, rankBy, preview, ...(columns ? { columns } : {}) },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (answer.stored) {
            const stored = answer.matched;
            showPopup({
              icon: 'success',
              title: t`Results imported`,
              // The English says "results" for one too; a plural lets other languages say it right.
              text: t`${plural(stored, {
                other: `${stored} results of ${distanceName} are stored. Publish them when ready.`,
              })}`,
            });
          }
        },
        onError: (error) => {
          const details = (error instanceof ApiError ? error.details : undefined) ?? [];
          const columnIssues = details.filter((d) => d.field.startsWith('columns.'));
          if (columnIssues.length > 0) {
            setHeader(parseCsv(source.text, 1)[0]?.cells ?? []);
            setColumns((current) => current ?? {});
            setFieldErrors(Object.fromEntries(columnIssues.map((d) => [d.field, d.message])));
          }
          const slow = error instanceof ApiError && error.status === 503 && !preview;
          // The writes go on after the answer: the stored results are asked for again later.
          if (slow) setTimeout(() => void refreshMarathonViews(marathonId), 30_000);
          setFailure(
            slow
              ? i18n._(SLOW)
              : error instanceof Error && error.message
                ? error.message
                : i18n._(FAILED),
          );
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {distances.length > 1 ? (
          <SelectField
            name="distance"
            label={t`Distance`}
            required
            value={distanceId}
            onChange={(event) => {
              setDistanceId(event.target.value);
              restart();
            }}
            options={distances.map((d) => ({ value: d.id, label: d.name }))}
          />
        ) : null}
        <SelectField
          name="rankBy"
          label={t`Places by`}
          required
          value={rankBy}
          onChange={(event) => {
            setRankBy(event.target.value === 'gun' ? 'gun' : 'chip');
            restart();
          }}
          options={[
            { value: 'chip', label: t`Chip time (net)` },
            { value: 'gun', label: t`Gun time (clock)` },
          ]}
        />
      </div>
      <FileTextField
        id="results-file"
        label={t`Results file (CSV, at most 5 MB and 50,000 rows)`}
        accept=".csv,.txt,text/csv,text/plain"
        resetKey={fileKey}
        onText={(name, text) => changeSource({ kind: 'file', name, text })}
        chosen={
          source.kind === 'file'
            ? t`${plural(fileLines, { other: `${fileName}: ${fileLines} lines after the header.` })}`
            : null
        }
      />
      <TextAreaField
        name="csv"
        label={t`Or paste the CSV`}
        rows={6}
        value={source.kind === 'paste' ? source.text : ''}
        // A sample of the file's format, not words to translate (nor is what is pasted).
        translate="no"
        placeholder={'Bib,Chip Time,Gun Time\n101,2:31:05,2:31:10'}
        hint={t`The first line names the columns: bib, chip or net time, gun or clock time, place, status (DNF, DNS, DQ).`}
        onChange={(event) => {
          setFileKey((k) => k + 1);
          changeSource({ kind: 'paste', text: event.target.value });
        }}
      />
      {header && columns ? (
        <ColumnMapping header={header} value={columns} errors={fieldErrors} onChange={setColumns} />
      ) : null}
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant={report && !report.stored ? 'secondary' : 'primary'}
          busy={write.isPending && write.variables.preview === true}
          busyText={t`Checking…`}
          disabled={write.isPending}
          onClick={() => send(true)}
        >
          <Trans>Check the file</Trans>
        </Button>
        {report && !report.stored && matched > 0 ? (
          <Button
            busy={write.isPending && write.variables.preview === false}
            busyText={t`Storing…`}
            disabled={write.isPending}
            onClick={() => send(false)}
          >
            <Plural value={matched} other={`Store ${matched} results of ${distanceName}`} />
          </Button>
        ) : null}
      </div>
      {report ? <ImportReport answer={report} /> : null}
    </div>
  );
}
