// The organiser's payouts (docs/payouts.md): newest first, each with its statement on demand; on the
// local stack the test provider's "Run a test payout" pays the available balance out at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@run/contract/domain/money';
import type { Payout } from '@run/contract/domain/payout-types';
import { useState } from 'react';

import { formatLongDate } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { cellClasses, DataTable, onlyBelow } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { intlLocale } from '@/lib/i18n';

import { usePayouts, useTestPayout } from '../api/payouts';
import { PAYOUT_STATE_WORDS } from '../payout-rules';
import { payoutName, StatementSection } from './statement-section';

function TestPayoutButton({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const testPayout = useTestPayout(uid);
  const run = () =>
    testPayout.mutate(undefined, {
      onSuccess: ({ payouts }) =>
        showPopup(
          payouts.length === 0
            ? { icon: 'info', title: t`Nothing to pay out`, text: t`No money is available yet.` }
            : {
                icon: 'success',
                title: t`Test payout made`,
                text: payouts.map((payout) => payoutName(payout, i18n)).join(', '),
              },
        ),
      onError: (error) => showErrorPopup(error, t`The test payout could not be made.`),
    });
  return (
    <Button variant="secondary" busy={testPayout.isPending} busyText={t`Paying out…`} onClick={run}>
      <Trans>Run a test payout</Trans>
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
  const { t, i18n } = useLingui();
  return (
    <DataTable
      caption={t`Your payouts`}
      embedded
      columns={[
        { label: t`Amount` },
        { label: t`Arrival date` },
        // On a phone the state goes under the amount, so the row fits without scrolling.
        { label: t`State`, hideBelow: 'sm' },
        { label: t`Statement`, srOnly: true },
      ]}
    >
      {payouts.map((payout) => {
        const name = payoutName(payout, i18n);
        return (
          <tr key={payout.payoutId}>
            <td className={cellClasses(undefined, 'whitespace-nowrap font-semibold')}>
              {formatMoney(payout.amount, payout.currency, intlLocale())}
              <span className={`block text-xs font-normal ${onlyBelow.sm}`}>
                {i18n._(PAYOUT_STATE_WORDS[payout.state])}
              </span>
            </td>
            {/* The date may wrap: on a 390 px phone the row then fits without scrolling. */}
            <td className={cellClasses()}>{formatLongDate(payout.arrivalDate)}</td>
            <td className={cellClasses('sm')}>{i18n._(PAYOUT_STATE_WORDS[payout.state])}</td>
            <td className="px-4 py-3 text-right">
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Statement of ${name}`}
                aria-expanded={opened?.payoutId === payout.payoutId}
                aria-controls={
                  opened?.payoutId === payout.payoutId ? 'payout-statement' : undefined
                }
                onClick={() => onToggle(payout)}
              >
                <Trans>Statement</Trans>
              </Button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

export function PayoutsSection({ uid, testProvider }: { uid: string; testProvider: boolean }) {
  const { t } = useLingui();
  const query = usePayouts(uid);
  const [opened, setOpened] = useState<Payout | null>(null);
  const payouts = query.data?.pages.flatMap((page) => page.payouts) ?? [];
  return (
    <TitledSection id="payouts-list-title" title={t`Your payouts`} level={3} className="space-y-3">
      {testProvider ? (
        <div className="flex flex-wrap items-center gap-3">
          <TestPayoutButton uid={uid} />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              The test provider pays out the available balance every hour; this pays it out now.
            </Trans>
          </p>
        </div>
      ) : null}
      <Loaded
        query={{ data: query.data ? payouts : undefined, isError: query.isError }}
        loading={t`Loading the payouts`}
        failed={t`Failed to load the payouts.`}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              <Trans>No payouts yet.</Trans>
            </p>
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
          busyText={t`Loading…`}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>More payouts</Trans>
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
