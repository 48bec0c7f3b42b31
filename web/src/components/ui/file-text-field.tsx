// A file chosen to be read as text (the results import, the bank statement import): the label, the
// native file input styled alike in both themes, and a line about the chosen file under it.
import type { ReactNode } from 'react';

export function FileTextField({
  id,
  label,
  accept,
  onText,
  chosen,
  resetKey,
}: {
  id: string;
  label: string;
  accept: string;
  /** The file's name and its text, once read. */
  onText: (name: string, text: string) => void;
  /** What the chosen file is, shown under the input. */
  chosen?: ReactNode;
  /** A new value clears the input (after an import). */
  resetKey?: number | string;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
      </label>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={accept}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void file.text().then((text) => onText(file.name, text));
        }}
      />
      {chosen ? (
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{chosen}</p>
      ) : null}
    </div>
  );
}
