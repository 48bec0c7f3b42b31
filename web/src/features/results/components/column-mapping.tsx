// When the file's header is not recognised: which of its columns holds the bib, the times, the
// place and the status, chosen from the header's own cells.
import { COLUMN_LABELS, RESULT_COLUMNS, type ColumnNames } from '@run/contract/domain/results-csv';

import { SelectField } from '@/components/ui/form-field';

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
  const options = header
    .filter((cell) => cell.trim() !== '')
    .map((cell) => ({ value: cell, label: cell }));
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">
        Which column is which?
      </legend>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        The file’s header was not recognised. Name the bib column and at least one time column.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {RESULT_COLUMNS.map((column) => (
          <SelectField
            key={column}
            name={`column-${column}`}
            label={`${COLUMN_LABELS[column]} column`}
            placeholder="(none)"
            value={value[column] ?? ''}
            error={errors[`columns.${column}`]}
            required={column === 'bib'}
            onChange={(event) => {
              const chosen = event.target.value;
              onChange(
                Object.fromEntries(
                  Object.entries({ ...value, [column]: chosen }).filter(([, name]) => name),
                ),
              );
            }}
            options={options}
          />
        ))}
      </div>
    </fieldset>
  );
}
