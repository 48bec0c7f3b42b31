// The check-in screen (docs/race-day.md): the camera, search by name or bib, the last result in
// large type, what the server refused until someone dismisses it, what waits to be sent, and checked
// in / registered per distance. Its volunteer mode (docs/volunteers.md, `?mode=volunteers`) checks
// volunteers' passes in and out; a shift's captain gets that mode only.
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mayCall } from '@run/contract/domain/race-roles';
import type { StaffRole } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TitledSection } from '@/components/ui/titled-section';

import {
  clockTime,
  countsByDistance,
  handleOf,
  passFromScan,
  runnerKeyOf,
  searchRunners,
  type ScannedPass,
} from '../check-in-rules';
import {
  useCheckInDesk,
  type CheckInOutcome,
  type DeskText,
  type ShownRunner,
} from '../use-check-in-desk';
import { GroupOutcome } from './group-outcome';
import { PassScanner } from './pass-scanner';
import { RefusedCheckIns } from './refused-check-ins';
import { VolunteerOutcomeCard } from './volunteer-outcome';

/** A sentence of the desk: its own (a message, translated now) or the server's, as it came. */
const say = (text: DeskText, i18n: I18n) => (typeof text === 'string' ? text : i18n._(text));

function Outcome({
  outcome,
  canUndo,
  onUndo,
  onCheckOut,
}: {
  outcome: CheckInOutcome;
  canUndo: boolean;
  onUndo: (runner: ShownRunner) => void;
  onCheckOut: (passId: string) => void;
}) {
  const { i18n, t } = useLingui();
  if (outcome.kind === 'volunteer') {
    return <VolunteerOutcomeCard outcome={outcome} onCheckOut={onCheckOut} />;
  }
  if ('text' in outcome) {
    return (
      <div className="rounded-2xl border-4 border-red-700 bg-red-50 p-6 text-red-900 dark:bg-red-950 dark:text-red-100">
        <p className="text-3xl font-extrabold">
          <Trans>Not checked in</Trans>
        </p>
        <p className="mt-2 text-lg">{say(outcome.text, i18n)}</p>
      </div>
    );
  }
  if (outcome.kind === 'group') return <GroupOutcome members={outcome.members} />;
  const { runner } = outcome;
  const bib = runner?.bib ?? null;
  const tone =
    outcome.kind === 'checked-in'
      ? 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
      : outcome.kind === 'pending'
        ? 'border-sky-700 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50'
        : 'border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50';
  const time = 'at' in outcome ? clockTime(outcome.at) : '';
  const headline =
    outcome.kind === 'checked-in'
      ? t`Checked in`
      : outcome.kind === 'pending'
        ? t`Checked in, pending: sent when back online`
        : t`Already checked in at ${time}`;
  return (
    <div className={`rounded-2xl border-4 p-6 ${tone}`}>
      <p className="text-3xl font-extrabold">{headline}</p>
      {runner ? (
        <>
          <p className="mt-3 text-4xl font-black">{runner.name}</p>
          <p className="mt-2 text-xl">
            {runner.distance} · {bib === null ? t`Bib none` : t`Bib ${bib}`}
          </p>
          {runner.disputed ? (
            <p className="mt-2 text-xl font-bold">
              <Trans>Payment disputed: please send this runner to the organiser.</Trans>
            </p>
          ) : null}
          {canUndo && outcome.kind !== 'pending' ? (
            <Button
              type="button"
              variant="secondary"
              className="mt-4"
              onClick={() => onUndo(runner)}
            >
              <Trans>Undo check-in</Trans>
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export function CheckInDesk({
  marathonId,
  uid,
  staffRole,
  arrivingPass = null,
  onArrivingPassChecked,
  volunteersOnly = false,
}: {
  marathonId: string;
  uid: string;
  /** The caller's staff role on this race, when they are staff (the organiser has none). */
  staffRole: StaffRole | undefined;
  /** A pass opened by a phone's camera app (pass-hand-off.ts): checked in once the desk is ready. */
  arrivingPass?: ScannedPass | null;
  onArrivingPassChecked?: () => void;
  /** Neither the race's organiser nor its staff: a shift's captain checks their volunteers only. */
  volunteersOnly?: boolean;
}) {
  const { i18n, t } = useLingui();
  const desk = useCheckInDesk(marathonId, { runners: !volunteersOnly });
  const { ready, checkIn, checkInGroup } = desk;
  const [params, setParams] = useSearchParams();
  const volunteers = volunteersOnly || params.get('mode') === 'volunteers';
  const setMode = (mode: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (mode === 'volunteers') next.set('mode', mode);
        else next.delete('mode');
        return next;
      },
      // A mode is not a new page: Back leaves the screen. The switch is a controlled radio that
      // reads the URL: in a transition (the router's default) a busy desk shows the old mode for a
      // moment after the click, so the change commits at once.
      { replace: true, preventScrollReset: true, flushSync: true },
    );
  useEffect(() => {
    if (!ready || !arrivingPass) return;
    if ('groupPassId' in arrivingPass) void checkInGroup(arrivingPass.groupPassId);
    else void checkIn(arrivingPass, volunteers);
    onArrivingPassChecked?.();
  }, [ready, arrivingPass, checkIn, checkInGroup, onArrivingPassChecked, volunteers]);
  // Undo by the API's own rule for its declaration (check-in staff are refused).
  const role = desk.race?.organiserUid === uid ? 'organiser' : (staffRole ?? null);
  const canUndo = mayCall(role, routes.undoCheckIn);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const roster = desk.roster ?? [];
  const found = searchRunners(roster, query);
  const counts = countsByDistance(roster, desk.race, desk.queue);
  const onDevice = roster.length;
  const pending = desk.queue.length;

  const onCode = (text: string) => {
    const pass = passFromScan(text, marathonId);
    if (pass === null) desk.notAPass();
    else if ('groupPassId' in pass) void desk.checkInGroup(pass.groupPassId);
    else void desk.checkIn(pass, volunteers);
  };

  return (
    <div className="space-y-8">
      {desk.race ? (
        <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">
          {desk.race.title}
        </p>
      ) : null}
      {volunteersOnly ? (
        <p className="text-slate-700 dark:text-slate-200">
          <Trans>
            You check in and out the volunteers of the shifts you captain: scan their passes.
          </Trans>
        </p>
      ) : (
        <RadioGroupField
          legend={t`Check in`}
          name="desk-mode"
          value={volunteers ? 'volunteers' : 'runners'}
          options={[
            { value: 'runners', label: t`Runners` },
            { value: 'volunteers', label: t`Volunteers` },
          ]}
          onChange={(event) => setMode(event.target.value)}
          className="max-w-md"
        />
      )}
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {desk.online ? t`Online` : t`Offline`}
        {/* The English says "runners" for one too; a plural lets other languages say it right. */}
        {volunteersOnly
          ? ''
          : ` · ${t`${plural(onDevice, { other: `${onDevice} runners on this device` })}`}`}
        {pending > 0 ? ` · ${t`${pending} pending`}` : ''}
        {desk.loadError ? ` · ${say(desk.loadError, i18n)}` : ''}
      </p>

      <div aria-live="polite">
        {desk.outcome ? (
          <Outcome
            outcome={desk.outcome}
            canUndo={canUndo}
            onUndo={(runner) => void desk.undo(runner)}
            onCheckOut={(passId) => void desk.checkOut(passId)}
          />
        ) : null}
      </div>

      <RefusedCheckIns id={`${searchId}-refused`} refused={desk.refused} onDismiss={desk.dismiss} />

      <PassScanner onCode={onCode} />

      {volunteers ? (
        <p className="text-slate-700 dark:text-slate-200">
          <Trans>
            Scanning a volunteer’s pass checks them in; at the end of their shift, scan it again and
            choose Check out.
          </Trans>
        </p>
      ) : (
        <TitledSection id={`${searchId}-title`} title={t`Find a runner`}>
          <label
            htmlFor={searchId}
            className="mt-3 block font-semibold text-slate-800 dark:text-slate-100"
          >
            <Trans>Name or bib</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="mt-1 w-full max-w-md rounded-lg border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
          />
          {found.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
              {found.map((r) => {
                const key = runnerKeyOf(r);
                const queued = desk.queue.some((p) => p.runner === key);
                const handle = handleOf(r);
                const name = `${r.firstName} ${r.lastName}`;
                const { bib } = r;
                const time = r.checkedInAt ? clockTime(r.checkedInAt) : '';
                return (
                  <li key={key} className="flex items-center justify-between gap-4 py-2">
                    <span className="text-slate-900 dark:text-slate-100">
                      <span className="font-semibold">{name}</span> ·{' '}
                      {bib === null ? t`Bib none` : t`Bib ${bib}`}
                      {r.checkedInAt ? ` · ${t`checked in at ${time}`}` : ''}
                      {queued ? ` · ${t`pending`}` : ''}
                      {r.disputed ? ` · ${t`payment disputed`}` : ''}
                    </span>
                    {/* Checked in (or on its way): the line says so, and a second press could only say "already in". */}
                    {handle && !r.checkedInAt && !queued ? (
                      <Button
                        type="button"
                        size="sm"
                        aria-label={t`Check in ${name}`}
                        onClick={() => void desk.checkIn(handle)}
                      >
                        <Trans>Check in</Trans>
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : query.trim() ? (
            <p className="mt-3 text-slate-700 dark:text-slate-200">
              <Trans>No runner found.</Trans>
            </p>
          ) : null}
        </TitledSection>
      )}

      {desk.queue.length > 0 ? (
        <TitledSection id={`${searchId}-pending`} title={t`Pending (${pending})`}>
          <ul className="mt-2 list-disc pl-6 text-slate-800 dark:text-slate-100">
            {desk.queue.map((p) => {
              const { name } = p;
              const scanned = clockTime(p.scannedAt);
              return (
                <li key={p.key}>
                  <Trans>
                    {name}, scanned at {scanned}
                  </Trans>
                </li>
              );
            })}
          </ul>
        </TitledSection>
      ) : null}

      {volunteers ? null : (
        <TitledSection id={`${searchId}-counts`} title={t`Checked in`}>
          <table className="mt-2 text-left text-slate-900 dark:text-slate-100">
            <thead>
              <tr>
                <th scope="col" className="pr-6">
                  <Trans>Distance</Trans>
                </th>
                <th scope="col">
                  <Trans>Checked in / registered</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {counts.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="pr-6 font-semibold">
                    {c.name}
                  </th>
                  <td>
                    {c.checkedIn} / {c.registered}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TitledSection>
      )}
    </div>
  );
}
