// The marathon form's distances: one group of fields per distance (1 to 8), with Add and Remove.
// The first row's fields keep the names the form has always had ("Running Distance", "Capacity"), so
// a one-distance race is filled in as before; later rows add "(distance N)" for screen readers.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BIB_MAX, CAPACITY_MAX, DISTANCES_MAX, LIMITS } from '@run/contract/domain/schemas';
import { type ComponentProps } from 'react';

import { TextField } from '@/components/ui/form-field';
import { FieldBox } from '@/components/ui/field-box';
import { FormList, RemoveRowButton, rowLabel, useFormList } from '@/components/ui/form-list';
import type { FieldBinding, Reshape } from '@/components/ui/form-list';

import {
  DISTANCE_FIELDS,
  distanceCount,
  distanceKey,
  distanceRow,
  rowName,
  type DistanceKey,
  type MarathonFormValues,
} from '../marathon-form-values';
import type { BallotKey } from '../ballot-form-values';
import type { TierKey } from '../money-form-values';
import type { TeamKey } from '../team-form-values';
import { BallotFields } from './ballot-fields';
import { PriceTiers } from './price-tiers';
import { TeamFields } from './team-fields';

interface DistanceRowsProps {
  values: MarathonFormValues;
  field: (name: DistanceKey | TierKey | BallotKey | TeamKey) => FieldBinding;
  reshape: Reshape<DistanceKey>;
}

const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1, min: 1 } as const;

/**
 * Each field of a row, in DISTANCE_FIELDS' order, with what its input allows and says (the words as
 * descriptors, put in the language shown when the row renders).
 */
const rowFields: Record<
  (typeof DISTANCE_FIELDS)[number],
  {
    label: MessageDescriptor;
    placeholder?: MessageDescriptor;
    hint?: MessageDescriptor;
  } & Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'placeholder' | 'hint'>
> = {
  name: {
    label: msg`Distance Name`,
    maxLength: LIMITS.distanceName,
    placeholder: msg`e.g. Half Marathon`,
    hint: msg`What runners choose. Left empty, it is the running distance.`,
  },
  runningDistance: {
    label: msg`Running Distance`,
    required: true,
    maxLength: LIMITS.runningDistance,
    placeholder: msg`e.g. 10 KM, 21 KM, 42 KM`,
  },
  capacity: {
    label: msg`Capacity`,
    ...wholeNumber,
    max: CAPACITY_MAX,
    placeholder: msg`Unlimited`,
    hint: msg`The field limit, 1 to 100,000 runners. Leave empty for no limit; when it is full, runners join a waitlist.`,
  },
  minimumAge: {
    label: msg`Minimum Age`,
    ...wholeNumber,
    max: 120,
    placeholder: msg`None`,
    hint: msg`On race day, in years.`,
  },
  bibFrom: { label: msg`Bib From`, ...wholeNumber, max: BIB_MAX, placeholder: msg`None` },
  bibTo: {
    label: msg`Bib To`,
    ...wholeNumber,
    max: BIB_MAX,
    placeholder: msg`None`,
    hint: msg`The bib numbers of this distance; ranges of one race must not overlap.`,
  },
  startTime: {
    label: msg`Distance Start Time`,
    type: 'time',
    hint: msg`Only when this distance starts apart from the race; in the race’s time zone.`,
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
  const { i18n, t } = useLingui();
  const number = index + 1;
  const name = rowName(values, index);
  return (
    <FieldBox legend={t`Distance ${number}`} layout="row">
      {DISTANCE_FIELDS.map((key) => {
        const { label, placeholder, hint, ...props } = rowFields[key];
        return (
          <TextField
            key={key}
            label={rowLabel(i18n._(label), index, 'distance')}
            placeholder={placeholder ? i18n._(placeholder) : undefined}
            hint={hint ? i18n._(hint) : undefined}
            {...props}
            {...field(distanceKey(index, key))}
          />
        );
      })}
      <BallotFields index={index} field={field} />
      <TeamFields index={index} field={field} />
      <PriceTiers
        distance={index}
        distanceName={name}
        currency={values.currency || 'USD'}
        values={values}
        field={field}
        addTier={addTier}
      />
      {count > 1 ? (
        <RemoveRowButton onClick={() => onRemove(index)}>
          <Trans>Remove distance {name}</Trans>
        </RemoveRowButton>
      ) : null}
    </FieldBox>
  );
}

export function DistanceRows({ reshape, ...rows }: DistanceRowsProps) {
  const { t } = useLingui();
  const { values } = rows;
  const { group, announcement, addRow, removeRow } = useFormList(reshape, 'distances');
  const count = distanceCount(values);
  const full = count >= DISTANCES_MAX;
  const max = DISTANCES_MAX;

  const add = () => {
    const number = count + 1;
    addRow(distanceRow(count), distanceKey(count, 'name'), t`Distance ${number} added.`);
  };

  // The removed row's button is gone: the focus goes to Add distance, next to the rows.
  const remove = (index: number) => {
    const name = rowName(values, index);
    removeRow(index, t`Removed distance ${name}.`);
  };

  return (
    <FormList
      groupRef={group}
      announcement={announcement}
      legend={t`Distances`}
      intro={t`1 to ${max} distances (Marathon, Half Marathon, 10K…), each with its own field limit and waitlist.`}
      addLabel={t`Add distance`}
      onAdd={add}
      full={full}
      fullNote={t`A race has at most ${max} distances.`}
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
