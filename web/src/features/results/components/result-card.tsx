// One runner's result in a dialog: time, places, pace, the certificate to download, and for the
// runner themself the choice to hide their name in the public results.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultCard as Card } from '@run/contract/domain/results';
import { useState } from 'react';

import { placeLinesText } from '@/lib/i18n/contract-words';
import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup } from '@/components/ui/popup';
import type { RaceRowDialogProps } from '@/components/ui/use-return-focus';
import { useAuth } from '@/lib/auth';

import { CERTIFICATE_FAILURE, downloadCertificate } from '../api/download-certificate';
import { useResult } from '../api/get-result';
import { useSetResultsVisibility } from '../api/set-results-visibility';
import { statusText } from '../results-words';

function Facts({ card }: { card: Card }) {
  const { t } = useLingui();
  const facts: Array<[string, string]> = [
    [t`Bib`, String(card.bib)],
    [t`Distance`, card.distanceName],
    ...(card.chipTime ? ([[t`Chip time`, card.chipTime]] as Array<[string, string]>) : []),
    ...(card.gunTime ? ([[t`Gun time`, card.gunTime]] as Array<[string, string]>) : []),
    ...(card.pace ? ([[t`Pace`, card.pace]] as Array<[string, string]>) : []),
    [t`Age group`, card.ageGroup],
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HideMyName({ card, marathonId, uid }: { card: Card; marathonId: string; uid: string }) {
  const { t } = useLingui();
  const write = useSetResultsVisibility(marathonId, uid);
  const hidden = card.mine?.hidden === true;
  return (
    <div className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {hidden ? (
          <Trans>Your name is hidden: the public results show “Hidden runner”.</Trans>
        ) : (
          <Trans>Your name shows in the public results.</Trans>
        )}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        busy={write.isPending}
        busyText={t`Saving…`}
        onClick={() =>
          write.mutate(!hidden, {
            onError: (error) => showErrorPopup(error, t`Your choice could not be saved.`),
          })
        }
      >
        {hidden ? <Trans>Show my name</Trans> : <Trans>Hide my name</Trans>}
      </Button>
    </div>
  );
}

function CardBody({ card, marathonId }: { card: Card; marathonId: string }) {
  const { i18n, t } = useLingui();
  const { user } = useAuth();
  const [downloading, setDownloading] = useState(false);
  const finished = card.status === 'finished';
  const lines = placeLinesText(card);
  const { finishers } = card;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(marathonId, card.bib, user !== null);
    } catch (error) {
      showErrorPopup(error, i18n._(CERTIFICATE_FAILURE), t`Download failed`);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{card.marathonTitle}</p>
      <p className="mt-4 font-mono text-4xl font-bold text-rose-700 tabular-nums dark:text-rose-400">
        {finished ? card.time : i18n._(statusText(card.status))}
      </p>
      {finished ? (
        <ul className="mt-3 space-y-1 text-slate-800 dark:text-slate-200">
          {lines.map((line, i) => (
            <li key={line}>
              {/* The first line counts the finishers ("12th overall of 250 finishers"). */}
              {i === 0 ? t`${line} of ${finishers} finishers` : line}
            </li>
          ))}
        </ul>
      ) : null}
      <Facts card={card} />
      {card.state === 'preliminary' ? (
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          <Trans>Preliminary results: places may still change.</Trans>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {finished ? (
          <Button
            busy={downloading}
            busyText={t`Preparing certificate…`}
            onClick={() => void download()}
          >
            <span aria-hidden="true">⤓</span> <Trans>Download certificate (PDF)</Trans>
          </Button>
        ) : null}
      </div>
      {card.mine && user ? <HideMyName card={card} marathonId={marathonId} uid={user.uid} /> : null}
    </div>
  );
}

/** The card of the runner whose bib was picked (a row of the table, or `?bib=` in a link). */
export function ResultCardDialog({ marathonId, row: bib, onClose }: RaceRowDialogProps<number>) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  // Asked once the auth state is known, so the runner's own card comes with their token.
  const query = useResult(marathonId, bib, user?.uid, !loading);
  const name = query.data?.name;
  const title = query.data ? t`Result: ${name}` : t`Result of bib ${bib}`;
  return (
    <Modal open title={title} onClose={onClose}>
      <Loaded
        query={query}
        loading={t`Loading the result`}
        failed={t`No published result has this bib.`}
      >
        {(card) => <CardBody card={card} marathonId={marathonId} />}
      </Loaded>
    </Modal>
  );
}
