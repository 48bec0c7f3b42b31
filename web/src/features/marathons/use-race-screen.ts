// The race of a screen whose path names it (`/marathons/:id/…`, or a mailed link's `/claim/:id` and
// `/transfer/:id`; its route's loader has put it in the cache), with the browser tab's title, made
// from the race's title where the tab names it.
import { useParams } from 'react-router';

import { useDocumentTitle } from '@/lib/use-document-title';

import { useMarathon } from './api/get-marathon';

export function useRaceScreen(tabTitle: (raceTitle: string) => string) {
  const { id = '' } = useParams();
  const marathon = useMarathon(id);
  useDocumentTitle(tabTitle(marathon.title));
  return marathon;
}
