// The organiser's payouts (docs/payouts.md): newest first, each with its statement on demand; on the
// local stack the test provider's "Run a test payout" pays the available balance out at once.
import { formatMoney } from '@run/contract/domain/money';
import type { Payout } from '@run/contract/domain/payout-types';
import { formatLongDate } from '@run/contract/domain/dates';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { cellClasses, DataTable, onlyBelow } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';

import { usePayouts, useTestPayout } from '../api/payouts';
import { PAYOUT_STATE_WORDS } from '../payout-rules';
import { payoutName, StatementSection } from './statement-section';

function TestPayoutButton({ uid }: { uid: string }) {
  const testPayout = useTestPayout(uid);
  const run = () =>
    testPayout.mutate(undefined, {
      onSuccess: ({ payouts }) =>
        showPopup(
          payouts.length === 0
            ? { icon: 'info', title: 'Nothing to pay out', text: 'No money is available yet.' }
            : {
                icon: 'success',
                title: 'Test payout made',
                text: payouts.map(payoutName).join(', '),
              },
        ),
      onError: (error) => showErrorPopup(error, 'The test payout could not be made.'),
    });
  return (
    <Button variant="secondary" busy={testPayout.isPending} busyText="Paying out…" onClick={run}>
      Run a test payout
    </Button>
  );
}

/** The payouts, each with a button that shows its statement below the table (or hides it). */
function PayoutsTable({
  payouts,
  opened,
  onToggle,
}: {
  payouts: Payout[];
  opened: Payout | null;
  onToggle: (payout: Payout) => void;
}) {
  return (
    <DataTable
      caption="Your payouts"
      embedded
      columns={[
        { label: 'Amount' },
        { label: 'Arrival date' },
        // On a phone the state goes under the amount, so the row fits without scrolling.
        { label: 'State', hideBelow: 'sm' },
        { label: 'Statement', srOnly: true },
      ]}
    >
      {payouts.map((payout) => (
        <tr key={payout.payoutId}>
          <td className={cellClasses(undefined, 'whitespace-nowrap font-semibold')}>
            {formatMoney(payout.amount, payout.currency, 'en-US')}
            <span className={`block text-xs font-normal ${onlyBelow.sm}`}>
              {PAYOUT_STATE_WORDS[payout.state]}
            </span>
          </td>
          {/* The date may wrap: on a 390 px phone the row then fits without scrolling. */}
          <td className={cellClasses()}>{formatLongDate(payout.arrivalDate)}</td>
          <td className={cellClasses('sm')}>{PAYOUT_STATE_WORDS[payout.state]}</td>
          <td className="px-4 py-3 text-right">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Statement of ${payoutName(payout)}`}
              aria-expanded={opened?.payoutId === payout.payoutId}
              aria-controls={opened?.payoutId === payout.payoutId ? 'payout-statement' : undefined}
              onClick={() => onToggle(payout)}
            >
              Statement
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function PayoutsSection({ uid, testProvider }: { uid: string; testProvider: boolean }) {
  const query = usePayouts(uid);
  const [opened, setOpened] = useState<Payout | null>(null);
  const payouts = query.data?.pages.flatMap((page) => page.payouts) ?? [];
  return (
    <TitledSection id="payouts-list-title" title="Your payouts" level={3} className="space-y-3">
      {testProvider ? (
        <div className="flex flex-wrap items-center gap-3">
          <TestPayoutButton uid={uid} />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            The test provider pays out the available balance every hour; this pays it out now.
          </p>
        </div>
      ) : null}
      <Loaded
        query={{ data: query.data ? payouts : undefined, isError: query.isError }}
        loading="Loading the payouts"
        failed="Failed to load the payouts."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">No payouts yet.</p>
          ) : (
            <PayoutsTable
              payouts={list}
              opened={opened}
              onToggle={(payout) => setOpened(opened?.payoutId === payout.payoutId ? null : payout)}
            />
          )
        }
      </Loaded>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          busy={query.isFetchingNextPage}
          busyText="Loading…"
          onClick={() => void query.fetchNextPage()}
        >
          More payouts
        </Button>
      ) : null}
      {opened ? (
        <div id="payout-statement">
          <StatementSection uid={uid} payout={opened} />
        </div>
      ) : null}
    </TitledSection>
  );
}
