// "Create a team" on the race page (docs/teams.md), for a race with a distance that allows teams: the
// team's name and (when several allow them) its distance. The caller becomes its captain and lands on
// the team's page with its join link; a refusal (the name taken...) is the form's error.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { TEAM_NAME_MAX, teamCreateSchema } from '@run/contract/domain/teams';
import { useNavigate } from 'react-router';

import { SelectField, TextField } from '@/components/ui/form-field';
import { TitledSection } from '@/components/ui/titled-section';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';
import { paths } from '@/config/paths';

import { useCreateTeam } from '../api/teams';
import { sizesLine } from '../team-words';

export function CreateTeam({ race }: { race: Marathon }) {
  const { t } = useLingui();
  const withTeams = race.distances.flatMap((d) => (d.teams ? [{ ...d, teams: d.teams }] : []));
  const create = useCreateTeam(race._id);
  const navigate = useNavigate();
  const only = withTeams.length === 1 ? (withTeams[0]?.id ?? '') : '';
  const form = useZodForm({
    initialValues: { name: '', distanceId: only },
    schema: teamCreateSchema,
    idPrefix: 'team',
  });
  const first = withTeams[0];
  if (!first) return null;
  const submit = (input: { name: string; distanceId: string }, controls: FormControls) => {
    // Several distances take teams: the team's is chosen, never left to the server's default.
    if (input.distanceId === '') {
      form.setFieldError('distanceId', t`Choose the team’s distance`);
      return;
    }
    create.mutate(input, {
      onSuccess: ({ teamId }) => void navigate(paths.team.href(race._id, teamId)),
      onError: (error) => controls.showServerError(error, t`The team could not be created.`),
    });
  };
  const distanceName = first.name;
  const sizes = sizesLine(first.teams);
  const names = withTeams.map((d) => d.name).join(', ');
  return (
    <TitledSection id="create-team" title={t`Run as a team`} className="mt-8">
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {only ? t`${distanceName}: ${sizes}` : t`${names} take teams.`}{' '}
        <Trans>
          Create one and send its join link to your team; the team’s name shows in the results, so
          keep it free of personal details.
        </Trans>
      </p>
      <TwoColumnForm
        form={form}
        onSubmit={form.handleSubmit(submit)}
        className="mt-4"
        submitLabel={t`Create a team`}
        busyText={t`Creating…`}
        busy={create.isPending}
      >
        <TextField
          label={t`Team name`}
          required
          maxLength={TEAM_NAME_MAX}
          {...form.field('name')}
        />
        {only ? null : (
          <SelectField
            label={t`Team distance`}
            required
            placeholder={t`Choose a distance`}
            options={withTeams.map((d) => ({ value: d.id, label: d.name }))}
            {...form.field('distanceId')}
          />
        )}
      </TwoColumnForm>
    </TitledSection>
  );
}
