// The check-in screen (docs/race-day.md): the camera, search by name or bib, the last result in
// large type, what the server refused until someone dismisses it, what waits to be sent, and checked
// in / registered per distance.
import { mayCall } from '@run/contract/domain/race-roles';
import type { StaffRole } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';
import { useEffect, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
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
import { useCheckInDesk, type CheckInOutcome, type ShownRunner } from '../use-check-in-desk';
import { GroupOutcome } from './group-outcome';
import { PassScanner } from './pass-scanner';
import { RefusedCheckIns } from './refused-check-ins';

function Outcome({
  outcome,
  canUndo,
  onUndo,
}: {
  outcome: CheckInOutcome;
  canUndo: boolean;
  onUndo: (runner: ShownRunner) => void;
}) {
  if ('text' in outcome) {
    return (
      <div className="rounded-2xl border-4 border-red-700 bg-red-50 p-6 text-red-900 dark:bg-red-950 dark:text-red-100">
        <p className="text-3xl font-extrabold">Not checked in</p>
        <p className="mt-2 text-lg">{outcome.text}</p>
      </div>
    );
  }
  if (outcome.kind === 'group') return <GroupOutcome members={outcome.members} />;
  const { runner } = outcome;
  const tone =
    outcome.kind === 'checked-in'
      ? 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
      : outcome.kind === 'pending'
        ? 'border-sky-700 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50'
        : 'border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50';
  const headline =
    outcome.kind === 'checked-in'
      ? 'Checked in'
      : outcome.kind === 'pending'
        ? 'Checked in, pending: sent when back online'
        : `Already checked in at ${'at' in outcome ? clockTime(outcome.at) : ''}`;
  return (
    <div className={`rounded-2xl border-4 p-6 ${tone}`}>
      <p className="text-3xl font-extrabold">{headline}</p>
      {runner ? (
        <>
          <p className="mt-3 text-4xl font-black">{runner.name}</p>
          <p className="mt-2 text-xl">
            {runner.distance} · Bib {runner.bib ?? 'none'}
          </p>
          {runner.disputed ? (
            <p className="mt-2 text-xl font-bold">
              Payment disputed: please send this runner to the organiser.
            </p>
          ) : null}
          {canUndo && outcome.kind !== 'pending' ? (
            <Button
              type="button"
              variant="secondary"
              className="mt-4"
              onClick={() => onUndo(runner)}
            >
              Undo check-in
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
}: {
  marathonId: string;
  uid: string;
  /** The caller's staff role on this race, when they are staff (the organiser has none). */
  staffRole: StaffRole | undefined;
  /** A pass opened by a phone's camera app (pass-hand-off.ts): checked in once the desk is ready. */
  arrivingPass?: ScannedPass | null;
  onArrivingPassChecked?: () => void;
}) {
  const desk = useCheckInDesk(marathonId);
  const { ready, checkIn, checkInGroup } = desk;
  useEffect(() => {
    if (!ready || !arrivingPass) return;
    if ('groupPassId' in arrivingPass) void checkInGroup(arrivingPass.groupPassId);
    else void checkIn(arrivingPass);
    onArrivingPassChecked?.();
  }, [ready, arrivingPass, checkIn, checkInGroup, onArrivingPassChecked]);
  // Undo by the API's own rule for its declaration (check-in staff are refused).
  const role = desk.race?.organiserUid === uid ? 'organiser' : (staffRole ?? null);
  const canUndo = mayCall(role, routes.undoCheckIn);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const roster = desk.roster ?? [];
  const found = searchRunners(roster, query);
  const counts = countsByDistance(roster, desk.race, desk.queue);

  const onCode = (text: string) => {
    const pass = passFromScan(text, marathonId);
    if (pass === null) desk.notAPass();
    else if ('groupPassId' in pass) void desk.checkInGroup(pass.groupPassId);
    else void desk.checkIn(pass);
  };

  return (
    <div className="space-y-8">
      {desk.race ? (
        <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">
          {desk.race.title}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {desk.online ? 'Online' : 'Offline'} · {roster.length} runners on this device
        {desk.queue.length > 0 ? ` · ${desk.queue.length} pending` : ''}
        {desk.loadError ? ` · ${desk.loadError}` : ''}
      </p>

      <div aria-live="polite">
        {desk.outcome ? (
          <Outcome
            outcome={desk.outcome}
            canUndo={canUndo}
            onUndo={(runner) => void desk.undo(runner)}
          />
        ) : null}
      </div>

      <RefusedCheckIns id={`${searchId}-refused`} refused={desk.refused} onDismiss={desk.dismiss} />

      <PassScanner onCode={onCode} />

      <TitledSection id={`${searchId}-title`} title="Find a runner">
        <label
          htmlFor={searchId}
          className="mt-3 block font-semibold text-slate-800 dark:text-slate-100"
        >
          Name or bib
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
              return (
                <li key={key} className="flex items-center justify-between gap-4 py-2">
                  <span className="text-slate-900 dark:text-slate-100">
                    <span className="font-semibold">{name}</span> · Bib {r.bib ?? 'none'}
                    {r.checkedInAt ? ` · checked in at ${clockTime(r.checkedInAt)}` : ''}
                    {queued ? ' · pending' : ''}
                    {r.disputed ? ' · payment disputed' : ''}
                  </span>
                  {/* Checked in (or on its way): the line says so, and a second press could only say "already in". */}
                  {handle && !r.checkedInAt && !queued ? (
                    <Button
                      type="button"
                      size="sm"
                      aria-label={`Check in ${name}`}
                      onClick={() => void desk.checkIn(handle)}
                    >
                      Check in
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : query.trim() ? (
          <p className="mt-3 text-slate-700 dark:text-slate-200">No runner found.</p>
        ) : null}
      </TitledSection>

      {desk.queue.length > 0 ? (
        <TitledSection id={`${searchId}-pending`} title={`Pending (${desk.queue.length})`}>
          <ul className="mt-2 list-disc pl-6 text-slate-800 dark:text-slate-100">
            {desk.queue.map((p) => (
              <li key={p.key}>
                {p.name}, scanned at {clockTime(p.scannedAt)}
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <TitledSection id={`${searchId}-counts`} title="Checked in">
        <table className="mt-2 text-left text-slate-900 dark:text-slate-100">
          <thead>
            <tr>
              <th scope="col" className="pr-6">
                Distance
              </th>
              <th scope="col">Checked in / registered</th>
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
    </div>
  );
}
