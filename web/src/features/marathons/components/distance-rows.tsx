// The marathon form's distances: one group of fields per distance (1 to 8), with Add and Remove.
// The first row's fields keep the names the form has always had ("Running Distance", "Capacity"), so
// a one-distance race is filled in as before; later rows add "(distance N)" for screen readers.
import { BIB_MAX, CAPACITY_MAX, DISTANCES_MAX, LIMITS } from '@run/contract/domain/schemas';
import { type ComponentProps } from 'react';

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
import type { BallotKey } from '../ballot-form-values';
import type { TierKey } from '../money-form-values';
import type { TeamKey } from '../team-form-values';
import { BallotFields } from './ballot-fields';
import { FieldBox } from './field-box';
import { FormList, rowLabel, useFormList, type FieldBinding } from './form-list';
import { PriceTiers } from './price-tiers';
import { TeamFields } from './team-fields';

interface DistanceRowsProps {
  values: MarathonFormValues;
  field: (name: DistanceKey | TierKey | BallotKey | TeamKey) => FieldBinding;
  reshape: (
    rename: (name: string) => string | null,
    added?: Partial<Record<DistanceKey, string>>,
  ) => void;
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
  startTime: {
    label: 'Distance Start Time',
    type: 'time',
    hint: 'Only when this distance starts apart from the race; in the race’s time zone.',
  },
};

function DistanceRow({
  index,
  count,
  values,
  field,
  onRemove,
  addTier,
}: {
  index: number;
  count: number;
  values: MarathonFormValues;
  field: DistanceRowsProps['field'];
  onRemove: (index: number) => void;
  addTier: (row: Record<string, string>) => void;
}) {
  return (
    <FieldBox legend={`Distance ${index + 1}`} layout="row">
      {DISTANCE_FIELDS.map((name) => {
        const { label, ...props } = rowFields[name];
        return (
          <TextField
            key={name}
            label={rowLabel(label, index, 'distance')}
            {...props}
            {...field(distanceKey(index, name))}
          />
        );
      })}
      <BallotFields index={index} field={field} />
      <TeamFields index={index} field={field} />
      <PriceTiers
        distance={index}
        distanceName={rowName(values, index)}
        currency={values.currency || 'USD'}
        values={values}
        field={field}
        addTier={addTier}
      />
      {count > 1 ? (
        <div className="flex justify-end sm:col-span-2">
          <Button variant="secondary" size="sm" onClick={() => onRemove(index)}>
            Remove distance {rowName(values, index)}
          </Button>
        </div>
      ) : null}
    </FieldBox>
  );
}

export function DistanceRows({ reshape, ...rows }: DistanceRowsProps) {
  const { values } = rows;
  const { group, announcement, addRow, removeRow } = useFormList(reshape);
  const count = distanceCount(values);
  const full = count >= DISTANCES_MAX;

  const add = () =>
    addRow(distanceRow(count), distanceKey(count, 'name'), `Distance ${count + 1} added.`);

  // The removed row's button is gone: the focus goes to Add distance, next to the rows.
  const remove = (index: number) =>
    removeRow(withoutRow(index), `Removed distance ${rowName(values, index)}.`);

  return (
    <FormList
      groupRef={group}
      announcement={announcement}
      legend="Distances"
      intro={`1 to ${DISTANCES_MAX} distances (Marathon, Half Marathon, 10K…), each with its own field limit and waitlist.`}
      addLabel="Add distance"
      onAdd={add}
      full={full}
      fullNote={`A race has at most ${DISTANCES_MAX} distances.`}
      count={count}
      row={(index) => (
        <DistanceRow
          index={index}
          count={count}
          onRemove={remove}
          addTier={(row) => reshape((name) => name, row)}
          {...rows}
        />
      )}
    />
  );
}
