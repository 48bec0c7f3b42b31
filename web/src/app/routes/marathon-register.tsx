// /marathonRegister/{id}: the registration form, preloaded with the marathon by the route loader.
// A race with several distances asks which one. A sold-out race or chosen distance (known at load,
// or a 409 `soldOut` on submit) turns it into the waitlist's form, keeping what was typed; joining
// shows the runner's position. A distance decided by ballot (docs/ballot.md) says where its ballot
// stands and the same form enters the ballot instead. A priced distance is a checkout of three steps
// (Details, Pay, Done): Register holds the place and the Pay step takes the screen (pay-step.tsx);
// paying ends on the receipt page, the Done step. Opened from a team's join link (`?team=`), it
// says so and the registration joins the team (docs/teams.md).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplyResponse } from '@run/contract/domain/api-types';
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { registrationWindowText } from '@/lib/i18n/contract-words';
import { distanceOf } from '@/components/distance-places';
import { entryWindow } from '@/features/ballot/entry-window';
import { useEnterBallot } from '@/features/ballot/api/ballot';
import { BallotEntered, BallotNotice } from '@/features/ballot/components/ballot-notices';
import { isSoldOut } from '@/components/places-left';
import { buttonClasses } from '@/components/ui/button';
import { showPopup } from '@/components/ui/popup';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { marathonLoader, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { RaceFormPage } from '@/features/marathons/components/race-form-page';
import {
  isSoldOutError,
  soldOutDistanceId,
  useApplyToMarathon,
} from '@/features/registrations/api/apply-to-marathon';
import { useJoinWaitlist } from '@/features/registrations/api/join-waitlist';
import { useMyRegistrations } from '@/features/registrations/api/get-my-registrations';
import { heldPlace } from '@/features/registrations/payment-due';
import {
  RegistrationForm,
  type RegistrationFormControls,
} from '@/features/registrations/components/registration-form';
import {
  SoldOutNotice,
  WaitlistJoined,
} from '@/features/registrations/components/waitlist-notices';
import { isCodeRefused } from '@/features/registrations/api/get-quote';
import { DiscountCode, useDiscountCode } from '@/features/registrations/components/discount-code';
import { CheckoutSteps } from '@/features/registrations/components/checkout-steps';
import { creditLine, PayStep } from '@/features/registrations/components/pay-step';
import { forgetReferral, referralFor } from '@/features/registrations/referral';
import { rememberRegistration } from '@/features/registrations/registered-marathons';
import { isWaiverChanged } from '@/features/registrations/waiver-changed';
import { isTeamRefusal, JoiningTeam, useTeamToken } from '@/features/teams/components/joining-team';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { refreshMarathonViews } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export const loader = marathonLoader;

/**
 * A registration or ballot entry refused: a 400's details go on their fields too, and the popup
 * gives a 409's sentence (the race is closed, the runner is in already).
 */
function showRefusal(error: unknown, form: RegistrationFormControls, title: string): void {
  if (error instanceof ApiError && error.status === 400) form.showServerError(error, title);
  showPopup({
    icon: 'error',
    title,
    ...(error instanceof ApiError && error.status === 409 ? { text: error.message } : {}),
  });
}

export function Component() {
  const { t } = useLingui();
  const failed = t`Failed to register for the marathon.`;
  const joinFailed = t`Failed to join the waitlist.`;
  const enterFailed = t`Failed to enter the ballot.`;
  const { id = '' } = useParams();
  const marathon = useMarathon(id);
  // The race by its own name: a 10K is not a "Marathon".
  const raceTitle = marathon.title;
  const heading = t`Register for ${raceTitle}`;
  useDocumentTitle(heading);
  const { user } = useAuth();
  // A place already held unpaid (the runner came back): the Pay step, not a form that would only
  // answer "You are already registered."
  const mine = useMyRegistrations(user?.uid);
  const [heldGone, setHeldGone] = useState(false);
  const held = heldGone ? null : heldPlace(mine.data?.find((r) => r._id === id));
  const navigate = useNavigate();
  // Opened from a team's join link (docs/teams.md): the registration joins that team.
  const teamToken = useTeamToken();
  const apply = useApplyToMarathon();
  const join = useJoinWaitlist();
  const several = marathon.distances.length > 1;
  // A race's ballots decide when it takes runners too (docs/ballot.md).
  const windowState = entryWindow(marathon);
  const enter = useEnterBallot();
  const [entered, setEntered] = useState<string | null>(null);
  const [raceSoldOut, setRaceSoldOut] = useState(() => isSoldOut(marathon));
  const [distanceId, setDistanceId] = useState('');
  // Distances a 409 said were full, until the refreshed marathon says so too.
  const [fullIds, setFullIds] = useState<string[]>([]);
  const [position, setPosition] = useState<number | null>(null);
  // A priced distance: the place is held until paid, and paying is the next step.
  const [answered, setAnswered] = useState<ApplyResponse['payment'] | null>(null);
  const due = answered ?? held?.payment ?? null;
  const chosen = several ? distanceOf(marathon.distances, distanceId) : undefined;
  const soldOut = several
    ? chosen !== undefined && (isSoldOut(chosen) || fullIds.includes(chosen.id))
    : raceSoldOut;
  // A priced distance takes a discount code (docs/coupons.md); joining a waitlist does not.
  const code = useDiscountCode();
  const target = several ? chosen : marathon.distances[0];
  const ballot = target?.ballot ?? null;
  const priced = Boolean(target?.price) && !soldOut && !ballot;

  /** The hold ran out on the Pay step: the form again, and the race's places as they are now. */
  const registerAgain = () => {
    setAnswered(null);
    setHeldGone(true);
    setDistanceId('');
    void refreshMarathonViews(id);
  };

  /** The waiver changed since the page loaded: its new text shows, the box unticked, the rest kept. */
  const waiverChanged = (error: unknown, form: RegistrationFormControls) => {
    if (!isWaiverChanged(error)) return false;
    form.waiverChanged();
    void refreshMarathonViews(id);
    return true;
  };

  const register = (form: RegistrationInput, controls: RegistrationFormControls) => {
    // A friend's link that led here (referral.ts) and the code typed go with the form.
    const referralCode = referralFor(id);
    const input = {
      ...form,
      ...(priced && code.toSend ? { code: code.toSend } : {}),
      ...(referralCode ? { referralCode } : {}),
      ...(teamToken ? { teamToken } : {}),
    };
    apply.mutate(
      { id, input },
      {
        onSuccess: ({ modifiedCount, status, payment }) => {
          if (user) rememberRegistration(user.uid, id);
          if (modifiedCount > 0) forgetReferral(id);
          if (modifiedCount > 0 && payment && status === 'pending_payment') {
            setAnswered(payment);
          } else if (modifiedCount > 0) {
            // A deferral's credit may have paid it all (docs/transfers.md).
            showPopup({
              icon: 'success',
              title: t`Successfully registered for the marathon!`,
              ...(payment?.creditApplied ? { text: creditLine(payment) } : {}),
            });
            void navigate(paths.dashboard.href());
          } else {
            showPopup({ icon: 'error', title: t`You are already registered.` });
          }
        },
        onError: (error) => {
          if (waiverChanged(error, controls)) return;
          // The popup below says it too; the field keeps the sentence once the popup is closed.
          if (isCodeRefused(error)) code.refuse(error.message);
          // The form stays as typed; its button now joins the waitlist.
          if (isSoldOutError(error)) {
            const full = soldOutDistanceId(error) ?? input.distanceId;
            if (several && full) setFullIds((ids) => [...ids, full]);
            else setRaceSoldOut(true);
            void refreshMarathonViews(id);
            return;
          }
          // Refused by the team (full, another distance...): the form says why, the runner stays.
          if (isTeamRefusal(error)) {
            controls.showServerError(error, failed);
            return;
          }
          showRefusal(error, controls, failed);
        },
      },
    );
  };

  const enterBallot = (input: RegistrationInput, form: RegistrationFormControls) =>
    enter.mutate(
      { id, input },
      {
        onSuccess: () => setEntered(ballot?.drawAt ?? ''),
        onError: (error) => {
          if (waiverChanged(error, form)) return;
          showRefusal(error, form, enterFailed);
        },
      },
    );

  const joinWaitlist = (input: RegistrationInput, form: RegistrationFormControls) =>
    join.mutate(
      { id, input },
      {
        onSuccess: (answer) => setPosition(answer.position),
        onError: (error) => {
          if (!waiverChanged(error, form)) form.showServerError(error, joinFailed);
        },
      },
    );

  return (
    <RaceFormPage
      marathon={marathon}
      title={heading}
      intro={
        <Trans>
          Fields marked{' '}
          <span aria-hidden="true" className="text-rose-600">
            *
          </span>
          <span className="sr-only">as required</span> are required.
        </Trans>
      }
    >
      {/* A priced place is paid for in steps; free, waitlist and ballot forms are one step. */}
      {due || (priced && windowState === 'open' && entered === null && position === null) ? (
        <div className="mb-6">
          <CheckoutSteps current={due ? 'pay' : 'details'} />
        </div>
      ) : null}
      {entered !== null ? (
        <BallotEntered drawAt={entered} />
      ) : position !== null ? (
        <WaitlistJoined position={position} />
      ) : due && user ? (
        <PayStep
          race={marathon}
          distanceName={
            (held && !answered ? distanceOf(marathon.distances, held.distanceId) : target)?.name ??
            marathon.runningDistance
          }
          due={due}
          uid={user.uid}
          onRegisterAgain={registerAgain}
        />
      ) : windowState === 'open' ? (
        <>
          {teamToken && !ballot && !soldOut ? (
            <JoiningTeam othersHref={paths.registerOthers.href(id, teamToken)} />
          ) : null}
          <RegistrationForm
            initialValues={{
              email: user?.email ?? '',
              firstName: '',
              lastName: '',
              phone: '',
              emergencyContact: '',
              distanceId: '',
            }}
            distances={several ? marathon.distances : undefined}
            race={marathon}
            consentFor={ballot || soldOut ? undefined : raceTitle}
            onDistanceChange={setDistanceId}
            notice={
              ballot ? (
                <BallotNotice ballot={ballot} distanceName={chosen?.name} />
              ) : soldOut ? (
                <SoldOutNotice distanceName={chosen?.name} />
              ) : null
            }
            checkout={
              priced ? (
                <DiscountCode
                  raceId={id}
                  distanceId={several ? distanceId : undefined}
                  state={code}
                />
              ) : null
            }
            submitLabel={
              ballot
                ? t`Enter the ballot`
                : soldOut
                  ? t`Join the waitlist`
                  : // Entering a race, not creating an account: languages word the two apart.
                    t({ message: 'Register', context: 'button: enter the race' })
            }
            busyText={ballot ? t`Entering…` : soldOut ? t`Joining…` : t`Registering…`}
            busy={apply.isPending || join.isPending || enter.isPending}
            onSubmit={ballot ? enterBallot : soldOut ? joinWaitlist : register}
          />
        </>
      ) : (
        <StateMessage
          title={t`Registration is not available`}
          text={registrationWindowText(windowState)}
        >
          <Link to={paths.marathon.href(id)} className={buttonClasses('secondary')}>
            <Trans>Back to the event</Trans>
          </Link>
        </StateMessage>
      )}
    </RaceFormPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
