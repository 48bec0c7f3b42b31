// A distance's teams on the race form (docs/teams.md): "Allow teams" reveals the two sizes, how many
// finishers count towards a team's time and how many runners a team may have.
import { Trans, useLingui } from '@lingui/react/macro';
import { TEAM_SIZE } from '@run/contract/domain/teams';

import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { NumberField } from '@/components/ui/form-field';
import { type RowFieldsProps, rowLabel } from '@/components/ui/form-list';

import { teamKey, type TeamKey } from '../team-form-values';

export function TeamFields({ index, field }: RowFieldsProps<TeamKey>) {
  const { t } = useLingui();
  const label = (text: string) => rowLabel(text, index, 'distance');
  const { min, minMax, max } = TEAM_SIZE;
  const { error: _none, ...enabled } = field(teamKey(index, 'enabled'));
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Trans>Teams (optional)</Trans>
      </legend>
      <CheckboxField
        className="sm:col-span-2"
        label={label(t`Allow teams`)}
        hint={t`Runners form teams with a join link; the results rank the teams too.`}
        {...enabled}
      />
      {enabled.value === TICKED ? (
        <>
          <NumberField
            label={label(t`Smallest team (finishers counted)`)}
            min={TEAM_SIZE.min}
            max={TEAM_SIZE.minMax}
            step={1}
            hint={t`${min} to ${minMax}: a team's time adds up its best this many chip times.`}
            {...field(teamKey(index, 'minSize'))}
          />
          <NumberField
            label={label(t`Largest team`)}
            min={TEAM_SIZE.min}
            max={TEAM_SIZE.max}
            step={1}
            hint={t`${min} to ${max} runners, at least the smallest.`}
            {...field(teamKey(index, 'maxSize'))}
          />
        </>
      ) : null}
    </fieldset>
  );
}
