// /dashboard/races/:id: the race console (docs/race-day.md), for the race's organiser and its
// co-organisers. Its tabs gather the features' screens: the overview's charts (race-console), the
// participants, waitlist and edit form (marathons), a ballot's entries and draw (race-console,
// ballot), bibs, check-in and staff (race-day), results (results), payments, codes, items, transfers
// and the race's translations (race-console), payouts (payouts), volunteer shifts (volunteers). Only
// the organiser gets the Staff tab: co-organisers may not manage staff (docs/race-day.md); and, on a
// site that pays each organiser (`connect`), the Payouts tab: the payouts are their account's
// (docs/payouts.md).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { lazy, type ComponentType } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';

import { formatLongDate } from '@/lib/format';
import { buttonClasses } from '@/components/ui/button';
import { formCardClasses } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { loadMarathon, ORIGINAL, useMarathon } from '@/features/marathons/api/get-marathon';
import { useSaveMarathon } from '@/features/marathons/api/use-save-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { ParticipantsTable } from '@/features/marathons/components/participants-table';
import { WaitlistTable } from '@/features/marathons/components/waitlist-table';
import { useIsOrganiser } from '@/features/marathons/is-organiser';
import { CheckInPanel } from '@/features/race-console/components/check-in-panel';
import { type ConsoleTab, ConsoleTabs } from '@/features/race-console/components/console-tabs';
import { OverviewPanel } from '@/features/race-console/components/overview-panel';
import { useParticipantFinder } from '@/features/race-console/components/participant-finder';
import { useMyStaffRaces } from '@/features/race-day/api/get-my-staff-races';
import { useShifts } from '@/features/volunteers/api/use-shifts';
import { useAuth } from '@/lib/auth';
import { payoutSettingsOptions, useConnectMode } from '@/lib/payout-settings';
import { queryClient } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export async function loader({ params }: LoaderFunctionArgs) {
  // The settings say whether there is a Payouts tab: asked beside the race, so a link to
  // `?tab=payouts` opens it at once; a failure only leaves the tab out.
  await Promise.all([
    loadMarathon(params.id, ORIGINAL),
    queryClient.prefetchQuery(payoutSettingsOptions()),
  ]);
  return null;
}

/** The organiser, a co-organiser, someone else, or undefined while that is being found out. */
function useConsoleRole(marathon: Marathon): 'organiser' | 'co-organiser' | null | undefined {
  const { user } = useAuth();
  const organiser = useIsOrganiser(marathon);
  // Asked only of someone who does not organise the race: are they one of its co-organisers?
  const staffRaces = useMyStaffRaces(organiser === false ? user?.uid : undefined);
  if (organiser) return 'organiser';
  if (organiser === undefined) return undefined;
  if (staffRaces.isPending) return undefined;
  const helps = staffRaces.data?.find((race) => race.marathon._id === marathon._id);
  return helps?.role === 'co-organiser' ? 'co-organiser' : null;
}

/** A component of a module loaded on first render (the tabs wait for it in their Suspense). */
function lazyNamed<P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// The tabs with forms bring the forms' validation (zod): each loads when its tab opens, so the
// console's own chunk (and the entry's list of what each screen needs) holds what the overview needs.
const SaveMarathonForm = lazyNamed(
  () => import('@/features/marathons/components/save-marathon-form'),
  'SaveMarathonForm',
);
const BibsPanel = lazyNamed(() => import('@/features/race-day/components/bibs-panel'), 'BibsPanel');
const ResultsPanel = lazyNamed(
  () => import('@/features/results/components/results-panel'),
  'ResultsPanel',
);
const PaymentsPanel = lazyNamed(
  () => import('@/features/race-console/components/payments-panel'),
  'PaymentsPanel',
);
const CodesPanel = lazyNamed(
  () => import('@/features/race-console/components/codes-panel'),
  'CodesPanel',
);
const ItemsPanel = lazyNamed(
  () => import('@/features/race-console/components/items-panel'),
  'ItemsPanel',
);
const TransfersPanel = lazyNamed(
  () => import('@/features/race-console/components/transfers-panel'),
  'TransfersPanel',
);
const PayoutsPanel = lazyNamed(
  () => import('@/features/payouts/components/payouts-panel'),
  'PayoutsPanel',
);
const BallotPanel = lazyNamed(
  () => import('@/features/race-console/components/ballot-panel'),
  'BallotPanel',
);
const CheckTheDraw = lazyNamed(
  () => import('@/features/ballot/components/check-the-draw'),
  'CheckTheDraw',
);
const StaffPanel = lazyNamed(
  () => import('@/features/race-day/components/staff-panel'),
  'StaffPanel',
);

const TranslationsPanel = lazyNamed(
  () => import('@/features/race-console/components/translations-panel'),
  'TranslationsPanel',
);

const VolunteersPanel = lazyNamed(
  () => import('@/features/volunteers/console/volunteers-panel'),
  'VolunteersPanel',
);

const MessagesPanel = lazyNamed(
  () => import('@/features/messages/console/messages-panel'),
  'MessagesPanel',
);

/** The Messages tab: its audience can name the race's volunteer shifts, which the volunteers' list has. */
function MessagesTab({ race }: { race: Marathon }) {
  const shifts = useShifts(race._id);
  return <MessagesPanel race={race} shifts={shifts.data?.shifts ?? []} />;
}

const ApiKeysPanel = lazyNamed(
  () => import('@/features/race-day/components/api-keys-panel'),
  'ApiKeysPanel',
);

function SettingsPanel({ marathon }: { marathon: Marathon }) {
  const { t } = useLingui();
  return (
    <div className={formCardClasses}>
      <h2 className="mb-6 text-xl font-bold text-slate-900 dark:text-white">
        <Trans>Settings</Trans>
      </h2>
      <SaveMarathonForm
        marathon={marathon}
        saver={useSaveMarathon(marathon._id)}
        submitLabel={t`Save Changes`}
      />
    </div>
  );
}

function ParticipantsPanel({ marathon }: { marathon: Marathon }) {
  const finder = useParticipantFinder(marathon.distances);
  return (
    <ParticipantsTable
      raceDay={finder}
      marathonId={marathon._id}
      title={marathon.title}
      embedded={undefined}
      distances={marathon.distances}
      total={marathon.registrationCount}
    />
  );
}

interface Viewer {
  role: 'organiser' | 'co-organiser';
  uid: string;
  /** The site pays each organiser through their own payout account. */
  connect: boolean;
}

/** The tabs this viewer gets, labelled in the language shown (`i18n`, from the rendering screen). */
function consoleTabs(marathon: Marathon, { role, uid, connect }: Viewer, i18n: I18n): ConsoleTab[] {
  const id = marathon._id;
  const several = marathon.distances.length > 1;
  const priced = marathon.distances.some((d) => d.prices !== undefined);
  const tabs: (ConsoleTab | false)[] = [
    {
      id: 'overview',
      label: i18n._(msg`Overview`),
      panel: () => <OverviewPanel marathon={marathon} />,
    },
    {
      id: 'participants',
      label: i18n._(msg`Participants`),
      panel: () => <ParticipantsPanel marathon={marathon} />,
    },
    {
      id: 'waitlist',
      label: i18n._(msg`Waitlist`),
      panel: () => (
        <WaitlistTable
          marathonId={id}
          title={marathon.title}
          showDistance={several}
          total={marathon.waitlistCount}
        />
      ),
    },
    // A race with a ballot distance: its entries, the draw and the offers (docs/ballot.md).
    marathon.distances.some((d) => d.ballot) && {
      id: 'ballot',
      label: i18n._(msg`Ballot`),
      panel: () => <BallotPanel marathonId={id} drawCheck={<CheckTheDraw marathonId={id} />} />,
    },
    {
      id: 'check-in',
      label: i18n._(msg`Check-in`),
      panel: () => <CheckInPanel marathon={marathon} />,
    },
    { id: 'bibs', label: i18n._(msg`Bibs`), panel: () => <BibsPanel marathonId={id} /> },
    {
      id: 'results',
      label: i18n._(msg`Results`),
      panel: () => <ResultsPanel marathon={marathon} />,
    },
    // A free race takes no money: its console has no Payments tab.
    priced && {
      id: 'payments',
      label: i18n._(msg`Payments`),
      panel: () => <PaymentsPanel marathonId={id} title={marathon.title} />,
    },
    // Discount codes and referrals take money off a price: a free race has none (docs/coupons.md).
    priced && {
      id: 'codes',
      label: i18n._(msg`Codes`),
      panel: () => (
        <CodesPanel race={{ ...marathon, referralsEnabled: marathon.referrals.enabled }} />
      ),
    },
    // What the race sells with its entries (docs/items.md): a free race too may hand out an included
    // T-shirt, so every race has the tab.
    {
      id: 'items',
      label: i18n._(msg`Items`),
      panel: () => <ItemsPanel race={marathon} />,
    },
    // The creator's payout account, whatever the race charges: co-organisers are not paid here.
    role === 'organiser' &&
      connect && {
        id: 'payouts',
        label: i18n._(msg`Payouts`),
        panel: () => <PayoutsPanel uid={uid} marathonId={id} />,
      },
    // A race that allows neither transfers nor deferrals has none to list.
    (marathon.transfers.enabled || marathon.deferrals.enabled) && {
      id: 'transfers',
      label: i18n._(msg`Transfers`),
      panel: () => <TransfersPanel marathonId={id} title={marathon.title} />,
    },
    // Volunteer shifts, their coverage and lists are the organisers' (docs/volunteers.md).
    {
      id: 'volunteers',
      label: i18n._(msg`Volunteers`),
      panel: () => <VolunteersPanel race={marathon} />,
    },
    // Messages to the race's people are the organisers' (co-organisers too; docs/messages.md).
    {
      id: 'messages',
      label: i18n._(msg`Messages`),
      panel: () => <MessagesTab race={marathon} />,
    },
    role === 'organiser' && {
      id: 'staff',
      label: i18n._(msg`Staff`),
      panel: () => <StaffPanel marathonId={id} />,
    },
    // The timing partner's keys are the organisers' (co-organisers too), beside the staff.
    { id: 'api-keys', label: i18n._(msg`API keys`), panel: () => <ApiKeysPanel marathonId={id} /> },
    // The race's own texts in other languages are the organisers' (co-organisers too): beside its
    // settings, which hold the originals (docs/languages.md).
    {
      id: 'translations',
      label: i18n._(msg`Translations`),
      panel: () => <TranslationsPanel race={marathon} />,
    },
    {
      id: 'settings',
      label: i18n._(msg`Settings`),
      panel: () => <SettingsPanel marathon={marathon} />,
    },
  ];
  return tabs.filter((tab) => tab !== false);
}

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Race console`);
  const { id = '' } = useParams();
  const marathon = useMarathon(id, ORIGINAL);
  const role = useConsoleRole(marathon);
  const { user } = useAuth();
  const connect = useConnectMode();

  if (role === undefined) return <Spinner label={t`Loading the race console`} />;
  const { title, createdBy, location } = marathon;
  if (role === null) {
    return (
      <StateMessage
        headingLevel={1}
        title={t`Only the organiser and co-organisers can open this console`}
        text={t`“${title}” is organised by ${createdBy}.`}
      >
        <Link to={paths.marathon.href(id)} className={buttonClasses('primary')}>
          <Trans>View the event</Trans>
        </Link>
      </StateMessage>
    );
  }
  const date = formatLongDate(marathon.marathonStartDate);

  return (
    <DashboardPage
      title={title}
      intro={
        role === 'co-organiser' ? (
          <Trans>
            Race console · {date} · {location} · You are a co-organiser
          </Trans>
        ) : (
          <Trans>
            Race console · {date} · {location}
          </Trans>
        )
      }
    >
      <ConsoleTabs
        label={t`Race console`}
        tabs={consoleTabs(marathon, { role, uid: user?.uid ?? '', connect }, i18n)}
      />
    </DashboardPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
