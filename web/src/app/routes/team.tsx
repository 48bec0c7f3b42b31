// /marathons/:id/teams/:teamId: a team's page for its captain (docs/teams.md), preloaded with the race.
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';

import { formCardClasses } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/narrow-page';
import { marathonLoader, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { TeamPage } from '@/features/teams/components/team-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export const loader = marathonLoader;

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Team`);
  const { id = '', teamId = '' } = useParams();
  const race = useMarathon(id);
  const raceTitle = race.title;
  return (
    <NarrowPage look="form" title={t`Team`} intro={t`A team in ${raceTitle}.`}>
      <div className={`mt-8 ${formCardClasses}`}>
        <TeamPage race={race} teamId={teamId} />
      </div>
    </NarrowPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
