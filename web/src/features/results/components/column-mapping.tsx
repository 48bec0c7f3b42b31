// When the file's header is not recognised: which of its columns holds the bib, the times, the
// place and the status, chosen from the header's own cells.
import { useLingui } from '@lingui/react/macro';
import { RESULT_COLUMNS, type ColumnNames } from '@run/contract/domain/results-csv';

import { resultColumnLabels } from '@/lib/i18n/contract-words';
import { ColumnMap } from '@/components/ui/column-map';

export function ColumnMapping({
  header,
  value,
  errors,
  onChange,
}: {
  header: string[];
  value: ColumnNames;
  errors: Partial<Record<string, string>>;
  onChange: (value: ColumnNames) => void;
}) {
  const { t } = useLingui();
  return (
    <ColumnMap
      legend={t`Which column is which?`}
      hint={t`The file’s header was not recognised. Name the bib column and at least one time column.`}
      header={header}
      columns={RESULT_COLUMNS}
      labels={resultColumnLabels()}
      required={(column) => column === 'bib'}
      value={value}
      errors={errors}
      onChange={onChange}
    />
  );
}
