// One runner's result in a dialog: time, places, pace, the certificate to download, and for the
// runner themself the choice to hide their name in the public results.
import { placeLines } from '@run/contract/domain/results-words';
import type { ResultCard as Card } from '@run/contract/domain/results';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Loaded } from '@/components/ui/loaded';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup } from '@/components/ui/popup';
import { useAuth } from '@/lib/auth';

import { CERTIFICATE_FAILURE, downloadCertificate } from '../api/download-certificate';
import { useResult } from '../api/get-result';
import { useSetResultsVisibility } from '../api/set-results-visibility';
import { statusText } from '../results-words';

function Facts({ card }: { card: Card }) {
  const facts: Array<[string, string]> = [
    ['Bib', String(card.bib)],
    ['Distance', card.distanceName],
    ...(card.chipTime ? ([['Chip time', card.chipTime]] as Array<[string, string]>) : []),
    ...(card.gunTime ? ([['Gun time', card.gunTime]] as Array<[string, string]>) : []),
    ...(card.pace ? ([['Pace', card.pace]] as Array<[string, string]>) : []),
    ['Age group', card.ageGroup],
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
  const write = useSetResultsVisibility(marathonId, uid);
  const hidden = card.mine?.hidden === true;
  return (
    <div className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {hidden
          ? 'Your name is hidden: the public results show “Hidden runner”.'
          : 'Your name shows in the public results.'}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        busy={write.isPending}
        busyText="Saving…"
        onClick={() =>
          write.mutate(!hidden, {
            onError: (error) => showErrorPopup(error, 'Your choice could not be saved.'),
          })
        }
      >
        {hidden ? 'Show my name' : 'Hide my name'}
      </Button>
    </div>
  );
}

function CardBody({ card, marathonId }: { card: Card; marathonId: string }) {
  const { user } = useAuth();
  const [downloading, setDownloading] = useState(false);
  const finished = card.status === 'finished';
  const lines = placeLines(card);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(marathonId, card.bib, user !== null);
    } catch (error) {
      showErrorPopup(error, CERTIFICATE_FAILURE, 'Download failed');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{card.marathonTitle}</p>
      <p className="mt-4 font-mono text-4xl font-bold text-rose-700 tabular-nums dark:text-rose-400">
        {finished ? card.time : statusText(card.status)}
      </p>
      {finished ? (
        <ul className="mt-3 space-y-1 text-slate-800 dark:text-slate-200">
          {lines.map((line, i) => (
            <li key={line}>
              {line}
              {i === 0 ? ` of ${card.finishers} finishers` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <Facts card={card} />
      {card.state === 'preliminary' ? (
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          Preliminary results: places may still change.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {finished ? (
          <Button
            busy={downloading}
            busyText="Preparing certificate…"
            onClick={() => void download()}
          >
            <span aria-hidden="true">⤓</span> Download certificate (PDF)
          </Button>
        ) : null}
      </div>
      {card.mine && user ? <HideMyName card={card} marathonId={marathonId} uid={user.uid} /> : null}
    </div>
  );
}

export function ResultCardDialog({
  marathonId,
  bib,
  onClose,
}: {
  marathonId: string;
  bib: number;
  onClose: () => void;
}) {
  const { user, loading } = useAuth();
  // Asked once the auth state is known, so the runner's own card comes with their token.
  const query = useResult(marathonId, bib, user?.uid, !loading);
  const title = query.data ? `Result: ${query.data.name}` : `Result of bib ${bib}`;
  return (
    <Modal open title={title} onClose={onClose}>
      <Loaded query={query} loading="Loading the result" failed="No published result has this bib.">
        {(card) => <CardBody card={card} marathonId={marathonId} />}
      </Loaded>
    </Modal>
  );
}
