// "Check the draw" on a race page with a ballot (docs/ballot.md): each ballot distance's state,
// entries and places, the commitment published when entries opened, and once drawn the seed and the
// winners, with the entry ids as CSV, so anyone can recompute the order and see the draw was fair.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BallotView } from '@run/contract/domain/ballot';
import type { ReactNode } from 'react';

import { formatLongDate } from '@/lib/format';
import { RetryAlert } from '@/components/ui/retry-alert';
import { TitledSection } from '@/components/ui/titled-section';

import { ballotCsvUrl, useBallot } from '../api/ballot';

const STATE_WORDS: Record<BallotView['state'], MessageDescriptor> = {
  upcoming: msg`Opens soon`,
  open: msg`Open for entries`,
  closed: msg`Closed, awaiting the draw`,
  drawn: msg`Drawn`,
};

/** One fact of the draw: its label, then its value. */
function DrawFact({
  label,
  valueClassName,
  testId,
  children,
}: {
  label: string;
  valueClassName: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A hash or a seed: long hex, which may break anywhere. */
const HEX_CLASSES = 'font-mono text-sm break-all text-slate-900 dark:text-white';

/** A distance's line: its state, draw date, entries, places and (once drawn) winners. */
function DistanceFacts({ d }: { d: BallotView['distances'][number] }) {
  const { t, i18n } = useLingui();
  const date = formatLongDate(d.drawAt);
  const { entries, places } = d;
  const drawn = d.winners?.length ?? 0;
  return (
    <li>
      <span className="font-semibold text-slate-900 dark:text-white">{d.name}</span>:{' '}
      {i18n._(STATE_WORDS[d.state])} · {t`draw on ${date}`} ·{' '}
      {plural(entries, { one: '# entry', other: '# entries' })} ·{' '}
      {places === null ? t`no limit` : plural(places, { one: '# place', other: '# places' })}
      {d.winners ? ` · ${plural(drawn, { one: '# drawn', other: '# drawn' })}` : ''}
    </li>
  );
}

function DrawFacts({ view }: { view: BallotView }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ul className="mt-3 space-y-1 text-slate-700 dark:text-slate-300">
        {view.distances.map((d) => (
          <DistanceFacts key={d.distanceId} d={d} />
        ))}
      </ul>
      <dl className="mt-4 space-y-3">
        <DrawFact label={t`Commitment (SHA-256 of the secret seed)`} valueClassName={HEX_CLASSES}>
          {view.commitment}
        </DrawFact>
        {view.seed ? (
          <DrawFact label={t`Seed, published at the draw`} valueClassName={HEX_CLASSES}>
            {view.seed}
          </DrawFact>
        ) : null}
        {view.winners ? (
          <DrawFact
            label={t`Winners`}
            valueClassName="font-semibold text-slate-900 dark:text-white"
            testId="ballot-winners"
          >
            {i18n.number(view.winners.length)}
          </DrawFact>
        ) : null}
      </dl>
    </>
  );
}

export function CheckTheDraw({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useBallot(marathonId);
  return (
    <TitledSection id="check-the-draw" title={t`Check the draw`} className="mt-8">
      {isPending ? (
        <p role="status" className="mt-3 text-slate-600 dark:text-slate-300">
          <Trans>Loading the ballot…</Trans>
        </p>
      ) : isError ? (
        <RetryAlert text={t`The ballot could not be loaded.`} onRetry={refetch} className="mt-3" />
      ) : (
        <>
          <DrawFacts view={data} />
          <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">
            <Trans>
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
            </Trans>
          </p>
        </>
      )}
    </TitledSection>
  );
}
