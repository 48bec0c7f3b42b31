// /marathons/{id}/live: the results board (docs/race-day.md, "Live race day"). Public, as the results
// are: a screen at the finish shows it without anyone's account signed in on it. The loader has the
// race (its title and distances) in the cache; the finishers come from the live documents.
import { useLingui } from '@lingui/react/macro';

import { marathonLoader } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { useRaceScreen } from '@/features/marathons/use-race-screen';
import { LiveBoard } from '@/features/results/components/live-board';

export const loader = marathonLoader;

export function Component() {
  const { t } = useLingui();
  const marathon = useRaceScreen((raceTitle) => t`Live: ${raceTitle}`);
  return <LiveBoard marathon={marathon} />;
}

export const ErrorBoundary = MarathonRouteError;
