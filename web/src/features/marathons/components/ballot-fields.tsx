// A distance's ballot on the race form (docs/ballot.md): when entries open and close, when the draw
// is, and how many days winners have to pay. Left empty, places go first come as always.
import { Trans, useLingui } from '@lingui/react/macro';
import { PAY_DAYS_DEFAULT, PAY_DAYS_MAX, PAY_DAYS_MIN } from '@run/contract/domain/ballot';

import { TextField } from '@/components/ui/form-field';
import { type RowFieldsProps, rowLabel } from '@/components/ui/form-list';

import { ballotKey, type BallotKey } from '../ballot-form-values';

export function BallotFields({ index, field }: RowFieldsProps<BallotKey>) {
  const { t } = useLingui();
  const label = (text: string) => rowLabel(text, index, 'distance');
  const min = PAY_DAYS_MIN;
  const max = PAY_DAYS_MAX;
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Trans>Ballot (optional)</Trans>
      </legend>
      <p className="text-xs text-slate-500 sm:col-span-2 dark:text-slate-400">
        <Trans>
          For more runners than places: runners enter while the ballot is open and a draw anyone can
          check decides who gets a place; the others get a reserve number. Leave empty to take
          registrations first come.
        </Trans>
      </p>
      <TextField
        label={label(t`Ballot Opens`)}
        type="datetime-local"
        {...field(ballotKey(index, 'opensAt'))}
      />
      <TextField
        label={label(t`Ballot Closes`)}
        type="datetime-local"
        {...field(ballotKey(index, 'closesAt'))}
      />
      <TextField
        label={label(t`Draw`)}
        type="datetime-local"
        hint={t`At or after the ballot closes; winners are mailed then.`}
        {...field(ballotKey(index, 'drawAt'))}
      />
      <TextField
        label={label(t`Pay Days`)}
        type="number"
        inputMode="numeric"
        step={1}
        min={PAY_DAYS_MIN}
        max={PAY_DAYS_MAX}
        placeholder={String(PAY_DAYS_DEFAULT)}
        hint={t`How long a winner's place is held for payment, ${min} to ${max} days.`}
        {...field(ballotKey(index, 'payDays'))}
      />
    </fieldset>
  );
}
