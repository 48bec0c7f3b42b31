// What a form's lists of rows (the marathon form's distances and questions, an item's variants)
// share: each field's binding, a row's field names told apart for screen readers, a removed row's
// fields renamed, and the frame: legend, intro, the rows, the list's own message, the add button
// (with the note saying why it is disabled when the list is full) and the announcement of each change.
import { Trans } from '@lingui/react/macro';
import { Fragment, useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

import { Button } from '@/components/ui/button';

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** The props of a row's group of fields (a distance's ballot, its teams): the row and its fields. */
export interface RowFieldsProps<TKey extends string> {
  index: number;
  field: (name: TKey) => FieldBinding;
}

/** A field's name, told apart from the same field of the other rows (row 1 keeps the plain name). */
export function rowLabel(
  text: string,
  index: number,
  noun: 'distance' | 'question' | 'variant',
): ReactNode {
  if (index === 0) return text;
  const number = index + 1;
  return (
    <>
      {text}
      <span className="sr-only">
        {' '}
        {noun === 'distance' ? (
          <Trans>(distance {number})</Trans>
        ) : noun === 'question' ? (
          <Trans>(question {number})</Trans>
        ) : (
          <Trans>(variant {number})</Trans>
        )}
      </span>
    </>
  );
}

/** For the form hook's reshape: row `removed` of `list` goes, the rows after it move up one. */
export function withoutRow(removed: number, list: string) {
  return (name: string): string | null => {
    const match = /^(\w+)\.(\d+)\.(.+)$/u.exec(name);
    if (match?.[1] !== list) return name;
    const index = Number(match[2]);
    if (index === removed) return null;
    return index > removed ? `${list}.${index - 1}.${match[3]}` : name;
  };
}

/** The form hook's `reshape`, adding rows whose fields are named `TKey`. */
export type Reshape<TKey extends string = string> = (
  rename: (name: string) => string | null,
  added?: Partial<Record<TKey, string>>,
) => void;

/**
 * The list's element, what it last announced, and its two changes: a row added (its first field
 * takes the focus) and row `index` of `list` (`{list}.{index}.{field}`) removed, the rows after it
 * moving up one (the focus goes to the list's add button: the row's own is gone).
 */
export function useFormList(reshape: Reshape, list: string) {
  const group = useRef<HTMLFieldSetElement>(null);
  const [announcement, announce] = useState('');
  const focusOn = (selector: string) =>
    group.current?.querySelector<HTMLElement>(selector)?.focus();
  const addRow = (row: Record<string, string>, firstField: string, said: string) => {
    // Rendered at once, so the new row's field can take the focus.
    flushSync(() => reshape((name) => name, row));
    focusOn(`[name="${firstField}"]`);
    announce(said);
  };
  const removeRow = (index: number, said: string) => {
    flushSync(() => reshape(withoutRow(index, list)));
    focusOn('[data-add-row]');
    announce(said);
  };
  return { group, announcement, addRow, removeRow };
}

/** A row's Remove button, at the end of its box. */
export function RemoveRowButton({
  onClick,
  children,
}: {
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end sm:col-span-2">
      <Button variant="secondary" size="sm" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

interface FormListProps {
  groupRef: ReturnType<typeof useFormList>['group'];
  announcement: string;
  legend: string;
  intro: ReactNode;
  addLabel: string;
  onAdd: () => void;
  full: boolean;
  /** Said under the buttons while the list is full (they are disabled then). */
  fullNote: string;
  /** Further add buttons, after the list's own (the ready-made questions). */
  moreActions?: ReactNode;
  count: number;
  /** The row at `index`. */
  row: (index: number) => ReactNode;
  /**
   * The list's own field, where a check of the whole list puts its message ("Variant names must
   * differ"): named so, the form hook focuses the list when that message is its first.
   */
  list?: { name: string; error: string | undefined };
}

export function FormList({
  groupRef,
  announcement,
  legend,
  intro,
  addLabel,
  onAdd,
  full,
  fullNote,
  moreActions,
  count,
  row,
  list,
}: FormListProps) {
  const fullId = useId();
  const errorId = useId();
  const error = list?.error;
  return (
    <fieldset
      ref={groupRef}
      name={list?.name}
      // Focusable (out of the tab order) for the form hook to take the focus to its message: the hook
      // focuses it before the message has rendered.
      tabIndex={list ? -1 : undefined}
      aria-describedby={error ? errorId : undefined}
      className="grid gap-4 sm:col-span-2"
    >
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {legend}
      </legend>
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{intro}</p>
      {Array.from({ length: count }, (_, index) => (
        // Rows are their position: removing one renumbers the rest (their fields move with them).
        <Fragment key={index}>{row(index)}</Fragment>
      ))}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          data-add-row
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
        {moreActions}
        {full ? (
          <p id={fullId} className="text-xs text-slate-500 dark:text-slate-400">
            {fullNote}
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
