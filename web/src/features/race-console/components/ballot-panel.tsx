// The console's Ballot tab (docs/ballot.md), for a race with a ballot distance: per distance its
// entries, the draw (state and time), the offers made since and how many winners paid; then the
// public draw with its commitment and seed (`drawCheck`, the same section the race page shows).
import { formatLongDate } from '@run/contract/domain/dates';
import type { BallotSummary } from '@run/contract/domain/ballot';
import type { ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { TitledSection } from '@/components/ui/titled-section';

import { useBallotSummary } from '../api/ballot-summary';
import { percent } from '../stats-series';
import { NumbersTable } from './stats-tables';

const STATES: Record<BallotSummary['distances'][number]['state'], string> = {
  upcoming: 'Not open yet',
  open: 'Open',
  closed: 'Closed, awaiting the draw',
  drawn: 'Drawn',
};

function EntriesTable({ summary }: { summary: BallotSummary }) {
  return (
    <NumbersTable
      caption="Ballot entries and the draw by distance"
      columns={['Distance', 'State', 'Draw', 'Entries', 'Withdrawn', 'Drawn', 'Reserves']}
      rows={summary.distances.map((d) => ({
        key: d.distanceId,
        name: d.name,
        values: [
          STATES[d.state],
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
  return (
    <NumbersTable
      caption="Offers and conversion by distance"
      columns={['Distance', 'Paid', 'Awaiting payment', 'Open offers to reserves', 'Conversion']}
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
  const { data, isPending, isError, refetch } = useBallotSummary(marathonId);
  return (
    <TitledSection id="ballot-title" title="Ballot" className="space-y-6">
      {isPending ? (
        <Spinner label="Loading the ballot" />
      ) : isError ? (
        <RetryAlert text="The ballot could not be loaded." onRetry={refetch} />
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
