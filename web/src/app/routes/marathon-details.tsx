// /marathons/{id}: preloaded by the loader; 'Register Now' is enabled only inside the registration
// window and when the runner is not registered yet (their list, or the localStorage hint meanwhile);
// a runner whose place is held unpaid gets Pay now instead.
// The creator also sees the participants, fetched with their token apart from the public details.
// On the opening day of a race with a field limit, its places (and count) follow the race's live
// counts (docs/race-day.md, "Live race day"): they go by the second then.
// A friend's referral link (`?ref=`) is remembered for the registration (referral.ts).
// A race with a distance that takes teams offers to create one while it takes registrations; a race
// with volunteer shifts lists them to sign up for.
import { liveCountsPath, type LiveCounts } from '@run/contract/domain/live';
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { entryWindow } from '@/features/ballot/entry-window';
import { CheckTheDraw } from '@/features/ballot/components/check-the-draw';
import { marathonLoader, useMarathon } from '@/features/marathons/api/get-marathon';
import {
  MarathonDetailsView,
  type RegisterState,
} from '@/features/marathons/components/marathon-details-view';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { useIsOrganiser } from '@/features/marathons/is-organiser';
import { placesMoveLive, withLiveCounts } from '@/features/marathons/live-places';
import { VolunteerSection } from '@/features/volunteers/components/volunteer-section';
import { useMyRegistrations } from '@/features/registrations/api/get-my-registrations';
import { rememberReferral } from '@/features/registrations/referral';
import { dueLine, paymentDueAt, payNowHref } from '@/features/registrations/payment-due';
import { registeredMarathonIds } from '@/features/registrations/registered-marathons';
import { useAuth } from '@/lib/auth';
import { LiveDoc } from '@/lib/live-doc';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePainted } from '@/lib/use-painted';

export const loader = marathonLoader;

// Creating a team (docs/teams.md) validates with the forms' schemas: loaded only for a race with teams.
const CreateTeam = lazy(() =>
  import('@/features/teams/components/create-team-form').then((m) => ({ default: m.CreateTeam })),
);

export function Component() {
  const { id = '' } = useParams();
  const marathon = useMarathon(id);
  const { user } = useAuth();
  const ref = useSearchParams()[0].get('ref');
  useEffect(() => rememberReferral(id, ref), [id, ref]);
  // The runner's list only decides the button, and the hint stands in meanwhile: it is asked for
  // once the details are on screen, so that it does not compete with their first paint.
  const painted = usePainted();
  const mine = useMyRegistrations(user?.uid, { enabled: painted });
  useDocumentTitle(marathon.title);

  const registered = mine.data
    ? mine.data.some((registration) => registration._id === id)
    : user
      ? registeredMarathonIds(user.uid).includes(id)
      : false;
  // A race's ballots decide when it takes runners too (docs/ballot.md).
  const ballot = marathon.distances.some((d) => d.ballot);
  const windowState = entryWindow(marathon);
  const registerState: RegisterState = registered ? 'registered' : windowState;
  const dueAt = paymentDueAt(mine.data?.find((registration) => registration._id === id));
  const organiser = useIsOrganiser(marathon);

  return (
    <LiveDoc<LiveCounts> path={placesMoveLive(marathon) ? liveCountsPath(id) : null}>
      {(live) => (
        <MarathonDetailsView
          marathon={
            live.status === 'success' && live.data ? withLiveCounts(marathon, live.data) : marathon
          }
          registerState={registerState}
          showParticipants={organiser === true}
          drawCheck={ballot ? <CheckTheDraw marathonId={id} /> : undefined}
          teams={
            // Only a registered runner makes a team (docs/teams.md), while registration is open.
            registered && windowState === 'open' && marathon.distances.some((d) => d.teams) ? (
              <Suspense fallback={null}>
                <CreateTeam race={marathon} />
              </Suspense>
            ) : undefined
          }
          volunteers={<VolunteerSection marathonId={id} />}
          windowOpen={windowState === 'open'}
          paymentDue={dueAt ? { href: payNowHref(id), line: dueLine({ dueAt }) } : null}
        />
      )}
    </LiveDoc>
  );
}

export const ErrorBoundary = MarathonRouteError;
