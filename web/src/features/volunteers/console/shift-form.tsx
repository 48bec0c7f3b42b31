// Adding a shift, or changing one (docs/volunteers.md), in the console's dialog: its role (SPEC's
// roles suggested, or the organiser's own words), name, description, place, times on the race's
// clock, capacity and, once people have signed up, its captains among them. The shared schemas say
// what is wrong, on the field; a refusal (a capacity below the places given) is the form's alert.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  SHIFT_LIMITS,
  SHIFT_ROLES,
  shiftInputSchema,
  type Shift,
  type ShiftVolunteer,
} from '@run/contract/domain/shifts';
import { useId } from 'react';
import type { z } from 'zod';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { Loaded } from '@/components/ui/loaded';
import { NumberField, TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { showPopup } from '@/components/ui/popup';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';

import { useCreateShift, useShiftRoster, useUpdateShift } from '../api/use-shifts';
import { captainKey, shiftInputOf, shiftValues } from './shift-form-values';

/** The race the shift is of: its id and the zone its times are on. */
export interface ShiftRace {
  id: string;
  timeZone: string | null | undefined;
}

interface ShiftFormProps {
  race: ShiftRace;
  /** The shift being changed, with its volunteers (the captains are chosen among them); null: a new one. */
  editing: { shift: Shift; volunteers: ShiftVolunteer[] } | null;
  onClose: () => void;
}

function ShiftForm({ race, editing, onClose }: ShiftFormProps) {
  const { t } = useLingui();
  const rolesId = useId();
  const create = useCreateShift();
  const update = useUpdateShift();
  const zone = race.timeZone;
  const form = useZodForm({
    initialValues: shiftValues(editing?.shift ?? null, zone),
    // A change sends every field: the whole shift is checked as a new one is (its times too).
    schema: shiftInputSchema,
    toInput: (values) => shiftInputOf(values, zone),
    idPrefix: editing ? 'shift-edit' : 'shift-new',
  });
  const busy = create.isPending || update.isPending;
  const submit = (body: z.output<typeof shiftInputSchema>, controls: FormControls) => {
    const { name } = body;
    const done = (title: string) => {
      onClose();
      showPopup({ icon: 'success', title, text: name });
    };
    const onError = (error: unknown) =>
      controls.showServerError(error, t`The shift could not be saved.`);
    if (editing) {
      const { shiftId } = editing.shift;
      update.mutate(
        { id: race.id, shiftId, body },
        { onSuccess: () => done(t`Shift saved`), onError },
      );
    } else {
      create.mutate({ id: race.id, body }, { onSuccess: () => done(t`Shift added`), onError });
    }
  };
  const clock = zone ? t`On the race’s clock (${zone}).` : t`On this device’s clock.`;
  return (
    <TwoColumnForm
      form={form}
      onSubmit={form.handleSubmit(submit)}
      submitLabel={editing ? t`Save shift` : t`Add shift`}
      busyText={t`Saving…`}
      busy={busy}
      onCancel={onClose}
    >
      <TextField
        label={t`Role`}
        required
        list={rolesId}
        autoComplete="off"
        maxLength={SHIFT_LIMITS.role}
        hint={t`One of the suggested roles, or your own.`}
        {...form.field('role')}
      />
      <datalist id={rolesId}>
        {SHIFT_ROLES.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <TextField
        label={t`Shift name`}
        required
        maxLength={SHIFT_LIMITS.name}
        {...form.field('name')}
      />
      <TextAreaField
        label={t`Description`}
        rows={3}
        maxLength={SHIFT_LIMITS.description}
        wrapperClassName="sm:col-span-2"
        {...form.field('description')}
      />
      <TextField
        label={t`Location`}
        maxLength={SHIFT_LIMITS.location}
        wrapperClassName="sm:col-span-2"
        {...form.field('location')}
      />
      {(['startsAt', 'endsAt'] as const).map((name) => (
        <TextField
          key={name}
          label={name === 'startsAt' ? t`Starts` : t`Ends`}
          type="datetime-local"
          required
          hint={clock}
          {...form.field(name)}
        />
      ))}
      <NumberField
        label={t`Capacity`}
        required
        min={1}
        max={SHIFT_LIMITS.capacity}
        step={1}
        hint={t`How many volunteers the shift needs.`}
        {...form.field('capacity')}
      />
      {editing ? (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">
            <Trans>Captains</Trans>
          </legend>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            <Trans>
              Captains check this shift’s volunteers in and out and read its list. Choose them among
              its volunteers.
            </Trans>
          </p>
          {editing.volunteers.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-200">
              <Trans>Nobody has signed up for this shift yet.</Trans>
            </p>
          ) : (
            editing.volunteers.map((v) => {
              const { error: _none, ...binding } = form.field(captainKey(v.userId));
              return <CheckboxField key={v.userId} label={v.name} {...binding} />;
            })
          )}
        </fieldset>
      ) : null}
    </TwoColumnForm>
  );
}

/** A change: the shift as stored and its volunteers (its captains are chosen among them) first. */
function EditShiftForm({
  race,
  shiftId,
  onClose,
}: {
  race: ShiftRace;
  shiftId: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const query = useShiftRoster(race.id, shiftId);
  return (
    <Loaded query={query} loading={t`Loading the shift`} failed={t`The shift could not be loaded.`}>
      {(roster) => <ShiftForm race={race} editing={roster} onClose={onClose} />}
    </Loaded>
  );
}

/** The form in the console's dialog: a new shift (`shift` null), or a change of one. */
export function ShiftEditorDialog({
  race,
  shift,
  onClose,
}: {
  race: ShiftRace;
  shift: { shiftId: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = shift?.name ?? '';
  return (
    <Modal open size="lg" title={shift ? t`Edit ${name}` : t`Add a shift`} onClose={onClose}>
      {shift ? (
        <EditShiftForm race={race} shiftId={shift.shiftId} onClose={onClose} />
      ) : (
        <ShiftForm race={race} editing={null} onClose={onClose} />
      )}
    </Modal>
  );
}
