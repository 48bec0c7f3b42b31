// The marathon form's distances: one group of fields per distance (1 to 8), with Add and Remove.
// The first row's fields keep the names the form has always had ("Running Distance", "Capacity"), so
// a one-distance race is filled in as before; later rows add "(distance N)" for screen readers.
import { BIB_MAX, CAPACITY_MAX, DISTANCES_MAX, LIMITS } from '@run/contract/domain/schemas';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';

import {
  DISTANCE_FIELDS,
  distanceCount,
  distanceKey,
  distanceRow,
  rowName,
  withoutRow,
  type DistanceKey,
  type MarathonFormValues,
} from '../marathon-form-values';

interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

interface DistanceRowsProps {
  values: MarathonFormValues;
  field: (name: DistanceKey) => FieldBinding;
  reshape: (
    rename: (name: string) => string | null,
    added?: Partial<Record<DistanceKey, string>>,
  ) => void;
}

/** A field's name, told apart from the same field of the other rows (row 1 keeps the plain name). */
function rowLabel(text: string, index: number): ReactNode {
  if (index === 0) return text;
  return (
    <>
      {text}
      <span className="sr-only"> (distance {index + 1})</span>
    </>
  );
}

const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1, min: 1 } as const;

/** Each field of a row, in DISTANCE_FIELDS' order, with what its input allows and says. */
const rowFields: Record<
  (typeof DISTANCE_FIELDS)[number],
  { label: string } & Omit<ComponentProps<typeof TextField>, 'label' | 'name'>
> = {
  name: {
    label: 'Distance Name',
    maxLength: LIMITS.distanceName,
    placeholder: 'e.g. Half Marathon',
    hint: 'What runners choose. Left empty, it is the running distance.',
  },
  runningDistance: {
    label: 'Running Distance',
    required: true,
    maxLength: LIMITS.runningDistance,
    placeholder: 'e.g. 10 KM, 21 KM, 42 KM',
  },
  capacity: {
    label: 'Capacity',
    ...wholeNumber,
    max: CAPACITY_MAX,
    placeholder: 'Unlimited',
    hint: 'The field limit, 1 to 100,000 runners. Leave empty for no limit; when it is full, runners join a waitlist.',
  },
  minimumAge: {
    label: 'Minimum Age',
    ...wholeNumber,
    max: 120,
    placeholder: 'None',
    hint: 'On race day, in years.',
  },
  bibFrom: { label: 'Bib From', ...wholeNumber, max: BIB_MAX, placeholder: 'None' },
  bibTo: {
    label: 'Bib To',
    ...wholeNumber,
    max: BIB_MAX,
    placeholder: 'None',
    hint: 'The bib numbers of this distance; ranges of one race must not overlap.',
  },
};

function DistanceRow({
  index,
  count,
  values,
  field,
  onRemove,
}: {
  index: number;
  count: number;
  values: MarathonFormValues;
  field: DistanceRowsProps['field'];
  onRemove: (index: number) => void;
}) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        Distance {index + 1}
      </legend>
      {DISTANCE_FIELDS.map((name) => {
        const { label, ...props } = rowFields[name];
        return (
          <TextField
            key={name}
            label={rowLabel(label, index)}
            {...props}
            {...field(distanceKey(index, name))}
          />
        );
      })}
      {count > 1 ? (
        <div className="flex justify-end sm:col-span-2">
          <Button variant="secondary" size="sm" onClick={() => onRemove(index)}>
            Remove {rowName(values, index)}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

export function DistanceRows({ values, field, reshape }: DistanceRowsProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  const fullId = useId();
  const [announcement, setAnnouncement] = useState('');
  const count = distanceCount(values);
  const full = count >= DISTANCES_MAX;

  const focusOn = (selector: string) =>
    group.current?.querySelector<HTMLElement>(selector)?.focus();

  const add = () => {
    // Rendered at once, so the new row's first field can take the focus.
    flushSync(() => reshape((name) => name, distanceRow(count)));
    focusOn(`[name="${distanceKey(count, 'name')}"]`);
    setAnnouncement(`Distance ${count + 1} added.`);
  };

  const remove = (index: number) => {
    const name = rowName(values, index);
    flushSync(() => reshape(withoutRow(index)));
    // The removed row's button is gone: the focus goes to Add distance, next to the rows.
    focusOn('[data-add-distance]');
    setAnnouncement(`Removed ${name}.`);
  };

  return (
    <fieldset ref={group} className="grid gap-4 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
        Distances
      </legend>
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
        1 to {DISTANCES_MAX} distances (Marathon, Half Marathon, 10K…), each with its own field
        limit and waitlist.
      </p>
      {Array.from({ length: count }, (_, index) => (
        <DistanceRow
          // Rows are their position: removing one renumbers the rest (their fields move with them).
          key={index}
          index={index}
          count={count}
          values={values}
          field={field}
          onRemove={remove}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          data-add-distance
          disabled={full}
          aria-describedby={full ? fullId : undefined}
          onClick={add}
        >
          Add distance
        </Button>
        {full ? (
          <p id={fullId} className="text-xs text-slate-500 dark:text-slate-400">
            A race has at most {DISTANCES_MAX} distances.
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
