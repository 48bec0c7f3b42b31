// The console's Ballot tab (docs/ballot.md), for a race with a ballot distance: per distance its
// entries, the draw (state and time), the offers made since and how many winners paid; then the
// public draw with its commitment and seed (`drawCheck`, the same section the race page shows).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BallotSummary } from '@run/contract/domain/ballot';
import type { ReactNode } from 'react';

import { formatLongDate } from '@/lib/format';
import { Spinner } from '@/components/ui/spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { TitledSection } from '@/components/ui/titled-section';

import { useBallotSummary } from '../api/ballot-summary';
import { percent } from '../stats-series';
import { NumbersTable } from './stats-tables';

const STATES: Record<BallotSummary['distances'][number]['state'], MessageDescriptor> = {
  upcoming: msg`Not open yet`,
  open: msg`Open`,
  closed: msg`Closed, awaiting the draw`,
  drawn: msg`Drawn`,
};

function EntriesTable({ summary }: { summary: BallotSummary }) {
  const { t, i18n } = useLingui();
  return (
    <NumbersTable
      caption={t`Ballot entries and the draw by distance`}
      columns={[
        t`Distance`,
        t`State`,
        t`Draw`,
        t`Entries`,
        t`Withdrawn`,
        t({ message: 'Drawn', context: 'ballot column: entries drawn' }),
        t`Reserves`,
      ]}
      rows={summary.distances.map((d) => ({
        key: d.distanceId,
        name: d.name,
        values: [
          i18n._(STATES[d.state]),
          formatLongDate(d.drawAt),
          d.entries,
          d.withdrawn,
          d.drawn,
          d.reserves,
        ],
      }))}
    />
  );
}

/** Conversion: of the places the draw gave (winners, and reserves offered one since), how many paid. */
function OffersTable({ summary }: { summary: BallotSummary }) {
  const { t } = useLingui();
  return (
    <NumbersTable
      caption={t`Offers and conversion by distance`}
      columns={[
        t`Distance`,
        t({ message: 'Paid', context: 'ballot column: places paid for' }),
        t`Awaiting payment`,
        t`Open offers to reserves`,
        t`Conversion`,
      ]}
      rows={summary.distances.map((d) => {
        const offered = d.paid + d.awaitingPayment + d.openOffers;
        return {
          key: d.distanceId,
          name: d.name,
          values: [d.paid, d.awaitingPayment, d.openOffers, `${percent(d.paid, offered)} %`],
        };
      })}
    />
  );
}

export function BallotPanel({
  marathonId,
  drawCheck,
}: {
  marathonId: string;
  drawCheck: ReactNode;
}) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useBallotSummary(marathonId);
  return (
    <TitledSection id="ballot-title" title={t`Ballot`} className="space-y-6">
      {isPending ? (
        <Spinner label={t`Loading the ballot`} />
      ) : isError ? (
        <RetryAlert text={t`The ballot could not be loaded.`} onRetry={refetch} />
      ) : (
        <>
          <EntriesTable summary={data} />
          <OffersTable summary={data} />
        </>
      )}
      {drawCheck}
    </TitledSection>
  );
}
