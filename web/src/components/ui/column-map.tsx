// Which column of an imported CSV holds what (results, bank statements): a select per column, filled
// from the file's own header cells.
import { useLingui } from '@lingui/react/macro';

import { SelectField } from './form-field';

export function ColumnMap<C extends string>({
  legend,
  hint,
  header,
  columns,
  labels,
  required,
  value,
  errors,
  onChange,
}: {
  legend: string;
  hint: string;
  /** The file's header cells. */
  header: readonly string[];
  columns: readonly C[];
  labels: Record<C, string>;
  required: (column: C) => boolean;
  value: Partial<Record<C, string>>;
  /** By field (`columns.<column>`), as the API names them. */
  errors: Partial<Record<string, string>>;
  onChange: (value: Partial<Record<C, string>>) => void;
}) {
  const { t } = useLingui();
  const options = header
    .filter((cell) => cell.trim() !== '')
    .map((cell) => ({ value: cell, label: cell }));
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold text-slate-900 dark:text-white">{legend}</legend>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {columns.map((column) => {
          const label = labels[column];
          return (
            <SelectField
              key={column}
              name={`column-${column}`}
              label={t`${label} column`}
              placeholder={t`(none)`}
              value={value[column] ?? ''}
              error={errors[`columns.${column}`]}
              required={required(column)}
              onChange={(event) => {
                const chosen = event.target.value;
                onChange(
                  Object.fromEntries(
                    Object.entries({ ...value, [column]: chosen }).filter(([, name]) => name),
                  ) as Partial<Record<C, string>>,
                );
              }}
              options={options}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
