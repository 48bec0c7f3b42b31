// /marathons/:id/teams/:teamId: a team's page for its captain (docs/teams.md), preloaded with the race.
import { useParams } from 'react-router';

import { formCardClasses } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/narrow-page';
import { marathonLoader, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { TeamPage } from '@/features/teams/components/team-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export const loader = marathonLoader;

export function Component() {
  useDocumentTitle('Team');
  const { id = '', teamId = '' } = useParams();
  const race = useMarathon(id);
  return (
    <NarrowPage look="form" title="Team" intro={`A team in ${race.title}.`}>
      <div className={`mt-8 ${formCardClasses}`}>
        <TeamPage race={race} teamId={teamId} />
      </div>
    </NarrowPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
