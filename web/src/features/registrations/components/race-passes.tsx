// The runner's race passes in My Apply List (docs/race-day.md): a QR code of the check-in link
// with name, race, distance and bib beside it. Kept on the device (stored-passes.ts) so a reload at a
// start area without signal still shows them; the QR library loads only when a pass is shown.
import type { MyRegistration } from '@run/contract/domain/api-types';
import { formatLongDate } from '@run/contract/domain/dates';
import { racePassUrl } from '@run/contract/domain/race-pass';
import { useEffect, useMemo } from 'react';

import { distanceLabel, distanceOf } from '@/components/distance-places';
import { QrCode } from '@/components/qr-code';
import { TitledSection } from '@/components/ui/titled-section';

import { useMyRegistrations } from '../api/get-my-registrations';
import { passesOf, savePasses, storedPasses, type StoredPass } from '../stored-passes';

function distanceText(registration: MyRegistration, distanceId: string | undefined): string {
  const distance = distanceOf(registration.distances, distanceId);
  return distance ? distanceLabel(distance) : registration.runningDistance;
}

function Pass({ pass }: { pass: StoredPass }) {
  const name = `${pass.firstName} ${pass.lastName}`.trim();
  return (
    <li>
      <article
        aria-label={`Race pass: ${pass.title}`}
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center dark:border-slate-700 dark:bg-slate-900"
      >
        {pass.passId ? (
          <QrCode
            text={racePassUrl(window.location.origin, pass.marathonId, pass.passId)}
            label={`Race pass QR code for ${name}, ${pass.title}`}
          />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800 dark:text-slate-100">
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Name</dt>
          <dd className="text-lg font-bold">{name}</dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Race</dt>
          <dd>
            {pass.title} · {formatLongDate(pass.startDate)}
            {pass.startTime ? ` · ${pass.startTime}` : ''}
          </dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Distance</dt>
          <dd>{pass.distance}</dd>
          <dt className="font-semibold text-slate-600 dark:text-slate-300">Bib</dt>
          <dd className="text-2xl font-extrabold">{pass.bib ?? 'Not given yet'}</dd>
          {!pass.passId ? (
            <dd className="col-span-2 mt-2 text-sm text-slate-600 dark:text-slate-300">
              This registration was made before race passes, so it has no QR code: give your name or
              bib at check-in.
            </dd>
          ) : null}
        </dl>
      </article>
    </li>
  );
}

export function RacePasses({ uid }: { uid: string }) {
  const { data } = useMyRegistrations(uid);
  const passes = useMemo(
    () => (data ? passesOf(data, distanceText) : storedPasses(uid)),
    [data, uid],
  );
  useEffect(() => {
    if (data) savePasses(uid, passes);
  }, [data, uid, passes]);

  if (passes.length === 0) return null;
  return (
    <TitledSection id="race-passes-title" title="Race passes" className="mb-8">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Show the QR code at packet pick-up. It stays here when your phone is offline.
      </p>
      <ul className="mt-4 space-y-4">
        {passes.map((pass) => (
          <Pass key={pass.marathonId} pass={pass} />
        ))}
      </ul>
    </TitledSection>
  );
}
