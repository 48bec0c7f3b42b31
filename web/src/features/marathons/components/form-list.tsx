// What the marathon form's lists (distances, questions) share: each field's binding, a row's field
// names told apart for screen readers, and the frame: legend, intro, the rows, the add button (with
// the note saying why it is disabled when the list is full) and the announcement of each change.
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

/** The props of a distance row's group of fields (its ballot, its teams): the row and its fields. */
export interface DistanceFieldsProps<TKey extends string> {
  index: number;
  field: (name: TKey) => FieldBinding;
}

/** A field's name, told apart from the same field of the other rows (row 1 keeps the plain name). */
export function rowLabel(text: string, index: number, noun: 'distance' | 'question'): ReactNode {
  if (index === 0) return text;
  const number = index + 1;
  return (
    <>
      {text}
      <span className="sr-only">
        {' '}
        {noun === 'distance' ? (
          <Trans>(distance {number})</Trans>
        ) : (
          <Trans>(question {number})</Trans>
        )}
      </span>
    </>
  );
}

type Reshape = (rename: (name: string) => string | null, added?: Record<string, string>) => void;

/**
 * The list's element, what it last announced, and its two changes: a row added (its first field
 * takes the focus) and a row removed (the focus goes to the list's add button: the row's own is gone).
 */
export function useFormList(reshape: Reshape) {
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
  const removeRow = (rename: (name: string) => string | null, said: string) => {
    flushSync(() => reshape(rename));
    focusOn('[data-add-row]');
    announce(said);
  };
  return { group, announcement, addRow, removeRow };
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
}: FormListProps) {
  const fullId = useId();
  return (
    <fieldset ref={groupRef} className="grid gap-4 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {legend}
      </legend>
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{intro}</p>
      {Array.from({ length: count }, (_, index) => (
        // Rows are their position: removing one renumbers the rest (their fields move with them).
        <Fragment key={index}>{row(index)}</Fragment>
      ))}
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
