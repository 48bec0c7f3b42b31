// The runner's race passes in My Apply List (docs/race-day.md): a compact card each (race, start,
// distance, bib, checked in or not) whose "Show pass" opens the pass full size: a large QR code of the
// check-in link with the runner's name. Kept on the device (stored-passes.ts) so a reload at a start
// area without signal still shows them; the QR library loads only when a pass is opened (the service
// worker has it precached for offline use). Upcoming races' passes come soonest first at the top;
// finished races' go under "Past races" (past-races.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyRegistration } from '@run/contract/domain/api-types';
import { racePassUrl } from '@run/contract/domain/race-pass';
import { useEffect, useMemo, useState } from 'react';

import { formatLongDate } from '@/lib/format';
import { distanceLabel, distanceOf } from '@/components/distance-places';
import { QrCode } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { type Fact, FactList } from '@/components/ui/fact-list';
import { Modal } from '@/components/ui/modal';
import { TitledSection } from '@/components/ui/titled-section';

import { useMyRegistrations } from '../api/get-my-registrations';
import { splitByStart } from '../race-timing';
import { passesOf, passStart, savePasses, storedPasses, type StoredPass } from '../stored-passes';

function distanceText(registration: MyRegistration, distanceId: string | undefined): string {
  const distance = distanceOf(registration.distances, distanceId);
  return distance ? distanceLabel(distance) : registration.runningDistance;
}

/** The runner's passes: from the list once it is here (and kept on the device), else the kept ones. */
export function usePasses(uid: string): StoredPass[] {
  const { data } = useMyRegistrations(uid);
  const passes = useMemo(
    () => (data ? passesOf(data, distanceText) : storedPasses(uid)),
    [data, uid],
  );
  useEffect(() => {
    if (data) savePasses(uid, passes);
  }, [data, uid, passes]);
  return passes;
}

/** The passes split by their race's start, for the top of the page and "Past races". */
export function usePassesBy(uid: string): { upcoming: StoredPass[]; past: StoredPass[] } {
  const passes = usePasses(uid);
  return useMemo(() => splitByStart(passes, passStart), [passes]);
}

const nameOf = (pass: StoredPass) => `${pass.firstName} ${pass.lastName}`.trim();

function startText(pass: StoredPass): string {
  return `${formatLongDate(pass.startDate)}${pass.startTime ? ` · ${pass.startTime}` : ''}`;
}

function CheckedIn({ pass }: { pass: StoredPass }) {
  return pass.checkedInAt ? (
    <span className="font-semibold text-emerald-700 dark:text-emerald-400">
      <Trans>Checked in</Trans>
    </span>
  ) : (
    <span>
      <Trans>Not checked in yet</Trans>
    </span>
  );
}

/** What a pass shows full size: its QR code of the check-in link and the facts beside it. */
export interface PassModalProps {
  title: string;
  /** The QR code's link (racePassUrl); none for a registration made before passes. */
  passUrl: string | null;
  qrLabel: string;
  facts: readonly Fact[];
  onClose: () => void;
}

/**
 * A pass full size, for the scanner at the desk: a runner's race pass here, a volunteer's shift pass
 * in My Apply List's "Your shifts" (handed this by the page).
 */
export function PassModal({ title, passUrl, qrLabel, facts, onClose }: PassModalProps) {
  return (
    <Modal open title={title} onClose={onClose}>
      <div className="flex flex-col items-center gap-5">
        {passUrl ? <QrCode text={passUrl} label={qrLabel} size={264} /> : null}
        <FactList className="w-full" facts={facts} />
      </div>
    </Modal>
  );
}

/** The runner's pass full size, for the volunteer's scanner at packet pick-up. */
function PassDialog({ pass, onClose }: { pass: StoredPass; onClose: () => void }) {
  const { t } = useLingui();
  const name = nameOf(pass);
  const { title } = pass;
  return (
    <PassModal
      title={t`Race pass: ${title}`}
      passUrl={
        pass.passId ? racePassUrl(window.location.origin, pass.marathonId, pass.passId) : null
      }
      qrLabel={t`Race pass QR code for ${name}, ${title}`}
      onClose={onClose}
      facts={[
        { label: t`Name`, value: name, valueClassName: 'text-lg font-bold' },
        { label: t`Race`, value: `${pass.title} · ${startText(pass)}` },
        { label: t`Distance`, value: pass.distance },
        {
          label: t`Bib`,
          value: pass.bib ?? t`Not given yet`,
          valueClassName: 'text-2xl font-extrabold',
        },
        { label: t`Check-in`, value: <CheckedIn pass={pass} /> },
      ]}
    />
  );
}

function Pass({ pass }: { pass: StoredPass }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { title } = pass;
  const bib = String(pass.bib ?? t`not given yet`);
  return (
    <li>
      <article
        aria-label={t`Race pass: ${title}`}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="min-w-0 text-sm text-slate-700 dark:text-slate-200">
          <p className="text-base font-semibold text-slate-900 dark:text-white">{pass.title}</p>
          <p>
            {startText(pass)} · {pass.distance}
          </p>
          <p>
            <Trans>
              Bib <span className="font-bold text-slate-900 dark:text-white">{bib}</span>
            </Trans>{' '}
            · <CheckedIn pass={pass} />
          </p>
          {!pass.passId ? (
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              <Trans>
                This registration was made before race passes, so it has no QR code: give your name
                or bib at check-in.
              </Trans>
            </p>
          ) : null}
        </div>
        {pass.passId ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Show pass: ${title}`}
            onClick={() => setOpen(true)}
          >
            <Trans>Show pass</Trans>
          </Button>
        ) : null}
      </article>
      {open ? <PassDialog pass={pass} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}

export function PassList({ passes }: { passes: StoredPass[] }) {
  return (
    <ul className="mt-3 space-y-3">
      {passes.map((pass) => (
        <Pass key={pass.marathonId} pass={pass} />
      ))}
    </ul>
  );
}

/** The passes of races still to come, soonest first. */
export function RacePasses({ uid }: { uid: string }) {
  const { upcoming } = usePassesBy(uid);
  if (upcoming.length === 0) return null;
  return (
    <TitledSection id="race-passes-title" title={<Trans>Race passes</Trans>} className="mb-8">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Show the pass at packet pick-up. It stays here when your phone is offline.</Trans>
      </p>
      <PassList passes={upcoming} />
    </TitledSection>
  );
}
