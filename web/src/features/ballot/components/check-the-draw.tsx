// "Check the draw" on a race page with a ballot (docs/ballot.md): each ballot distance's state,
// entries and places, the commitment published when entries opened, and once drawn the seed and the
// winners, with the entry ids as CSV, so anyone can recompute the order and see the draw was fair.
import { formatCount } from '@run/contract/domain/numbers';
import type { BallotView } from '@run/contract/domain/ballot';
import { formatLongDate } from '@run/contract/domain/dates';

import { RetryAlert } from '@/components/ui/retry-alert';
import { TitledSection } from '@/components/ui/titled-section';

import { ballotCsvUrl, useBallot } from '../api/ballot';

const STATE_WORDS: Record<BallotView['state'], string> = {
  upcoming: 'Opens soon',
  open: 'Open for entries',
  closed: 'Closed, awaiting the draw',
  drawn: 'Drawn',
};

function Hex({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-mono text-sm break-all text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

function DrawFacts({ view }: { view: BallotView }) {
  return (
    <>
      <ul className="mt-3 space-y-1 text-slate-700 dark:text-slate-300">
        {view.distances.map((d) => (
          <li key={d.distanceId}>
            <span className="font-semibold text-slate-900 dark:text-white">{d.name}</span>:{' '}
            {STATE_WORDS[d.state]} · draw on {formatLongDate(d.drawAt)} · {formatCount(d.entries)}{' '}
            {d.entries === 1 ? 'entry' : 'entries'} ·{' '}
            {d.places === null
              ? 'no limit'
              : `${formatCount(d.places)} ${d.places === 1 ? 'place' : 'places'}`}
            {d.winners ? ` · ${formatCount(d.winners.length)} drawn` : ''}
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-3">
        <Hex label="Commitment (SHA-256 of the secret seed)" value={view.commitment} />
        {view.seed ? <Hex label="Seed, published at the draw" value={view.seed} /> : null}
        {view.winners ? (
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-300">Winners</dt>
            <dd
              className="font-semibold text-slate-900 dark:text-white"
              data-testid="ballot-winners"
            >
              {formatCount(view.winners.length)}
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

export function CheckTheDraw({ marathonId }: { marathonId: string }) {
  const { data, isPending, isError, refetch } = useBallot(marathonId);
  return (
    <TitledSection id="check-the-draw" title="Check the draw" className="mt-8">
      {isPending ? (
        <p role="status" className="mt-3 text-slate-600 dark:text-slate-300">
          Loading the ballot…
        </p>
      ) : isError ? (
        <RetryAlert text="The ballot could not be loaded." onRetry={refetch} className="mt-3" />
      ) : (
        <>
          <DrawFacts view={data} />
          <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">
            How to check it: SHA-256 of the seed must equal the commitment, which was published
            before anyone entered. Then, for each entry id in the{' '}
            <a
              href={ballotCsvUrl(marathonId)}
              download
              className="font-medium text-rose-700 underline dark:text-rose-400"
            >
              list of entries (CSV)
            </a>
            , take SHA-256 of the seed’s bytes followed by the id, as lower-case hex, and sort the
            entries by it: the first of each distance, as many as it has places, are the winners;
            the rest are its reserves, in that order.
          </p>
        </>
      )}
    </TitledSection>
  );
}
