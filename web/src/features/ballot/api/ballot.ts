// The ballot of a race (docs/ballot.md): the public draw anyone can check, the runner's entries in
// My Apply List, entering and withdrawing (the console's summary is race-console's). Entries move
// without the runner acting (the draw happens at its time), so the reads ask on every visit.
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import {
  eventFormWrite,
  eventQueryOptions,
  myListQueryOptions,
  useApiWrite,
} from '@/lib/api-query';
import { routeUrl } from '@/lib/api-url';

/** GET /marathon/{id}/ballot: the commitment, and once drawn the seed and the winners. */
export function useBallot(id: string) {
  return useQuery(
    eventQueryOptions(routes.ballot, id, ['ballot'], { staleTime: 0, scope: { marathon: id } }),
  );
}

/** The public CSV of the entry ids, to recompute the draw with. */
export function ballotCsvUrl(id: string): string {
  return routeUrl(routes.ballotEntriesCsv, { params: { id } });
}

export function useMyBallotEntries(uid: string) {
  return useQuery(myListQueryOptions('my-ballot-entries', routes.myBallotEntries, uid));
}

/** POST /marathon/{id}/ballot/entries with the registration form: 201 {entryId}. */
export function useEnterBallot() {
  return useApiWrite(
    eventFormWrite<typeof routes.enterBallot, RegistrationInput>(routes.enterBallot),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}

/** DELETE /marathon/{id}/ballot/entries/{entryId}: before the draw only. */
export function useWithdrawBallotEntry() {
  return useApiWrite(
    ({ marathonId, entryId }: { marathonId: string; entryId: string }) =>
      api(routes.withdrawBallotEntry, { params: { id: marathonId, entryId } }),
    { refreshMarathons: { event: ({ marathonId }) => marathonId, await: false } },
  );
}
