// /marathons/{id}/results: a race's public results (docs/results.md). The loader has the race's
// details in the cache before the screen renders, and starts the first page of results beside them.
import { useLingui } from '@lingui/react/macro';
import type { LoaderFunctionArgs } from 'react-router';

import { loadMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { useRaceScreen } from '@/features/marathons/use-race-screen';
import { resultsQueryOptions } from '@/features/results/api/get-results';
import { ResultsPage } from '@/features/results/components/results-page';
import { filterOf } from '@/features/results/filter-params';
import { queryClient } from '@/lib/query-client';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const filter = filterOf(new URL(request.url).searchParams);
  void queryClient.prefetchInfiniteQuery(resultsQueryOptions(id, filter));
  await loadMarathon(params.id);
  return null;
}

export function Component() {
  const { t } = useLingui();
  const marathon = useRaceScreen((raceTitle) => t`Results: ${raceTitle}`);
  return <ResultsPage marathon={marathon} />;
}

export const ErrorBoundary = MarathonRouteError;
