// The race of a screen under `/marathons/:id` (its route's loader has put it in the cache), with the
// browser tab's title, which names it.
import { useParams } from 'react-router';

import { useDocumentTitle } from '@/lib/use-document-title';

import { useMarathon } from './api/get-marathon';

export function useRaceScreen(tabTitle: (raceTitle: string) => string) {
  const { id = '' } = useParams();
  const marathon = useMarathon(id);
  useDocumentTitle(tabTitle(marathon.title));
  return marathon;
}
