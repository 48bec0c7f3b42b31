// The race's books on the console's Payments tab (docs/payments.md, "The books balance"): what was
// paid, refunded, given as credit and disputed, what is left, and every discrepancy the books find.
// The daily check mails the organiser a link here when one appears, so it comes first on the tab.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Books, BooksDiscrepancy } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';

import { Loaded } from '@/components/ui/loaded';
import { TitledSection } from '@/components/ui/titled-section';
import { intlLocale } from '@/lib/i18n';

import { useBooks } from '../api/get-books';
import { Figure, FigureList } from './figure';

/** What each kind of discrepancy means, as the organiser reads it above its detail. */
const KINDS: Record<BooksDiscrepancy['kind'], MessageDescriptor> = {
  unpaid_confirmed: msg`Confirmed without full payment`,
  over_returned: msg`Gave back more than it took`,
  refunds_mismatch: msg`Refunds do not add up`,
  place_count: msg`Places counted wrong`,
  money_kept: msg`Money kept for no place`,
  bank_row_twice: msg`Bank row applied twice`,
  transfer_mismatch: msg`Organiser’s share does not add up`,
  returned_confirmed: msg`Confirmed though all its money went back`,
  unearned_reward: msg`Referral reward for money never received`,
};

function Discrepancies({ books }: { books: Books }) {
  const { i18n } = useLingui();
  const found = books.discrepancies;
  const count = found.length;
  if (found.length === 0) {
    return (
      <p className="text-emerald-800 dark:text-emerald-300">
        <Trans>No discrepancies: the payments, refunds and places agree.</Trans>
      </p>
    );
  }
  return (
    <TitledSection
      id="books-discrepancies-title"
      title={<Plural value={count} one="# discrepancy" other="# discrepancies" />}
      level={3}
      size="lg"
      className="rounded-xl border border-red-300 bg-red-50/60 p-4 dark:border-red-900 dark:bg-red-950/30"
    >
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        <Trans>Nothing was changed: look at each one before you move money.</Trans>
      </p>
      <ul className="mt-3 space-y-3">
        {found.map((d, i) => (
          <li key={`${d.kind}-${d.paymentId ?? d.registration ?? ''}-${i}`}>
            <p className="font-semibold text-red-800 dark:text-red-300">{i18n._(KINDS[d.kind])}</p>
            {/* The books' own sentence about this case, as the API words it. */}
            <p className="[overflow-wrap:anywhere] text-slate-800 dark:text-slate-200">
              {d.detail}
            </p>
            {d.registration ? <RunnerAccount account={d.registration} /> : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The runner account a discrepancy is about. */
function RunnerAccount({ account }: { account: string }) {
  return (
    <p className="text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
      <Trans>
        Runner’s account: <span className="font-mono">{account}</span>
      </Trans>
    </p>
  );
}

export function BooksSection({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  const query = useBooks(marathonId);
  return (
    <TitledSection id="books-title" title={t`Books`} level={3} className="space-y-4">
      <Loaded
        query={query}
        loading={t`Loading the books`}
        failed={t`Failed to load the books`}
        retryHeading={3}
      >
        {(books) => <BooksFigures books={books} />}
      </Loaded>
    </TitledSection>
  );
}

function BooksFigures({ books }: { books: Books }) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, books.currency, intlLocale());
  const pending = money(books.pending);
  return (
    <>
      <FigureList>
        <Figure
          label={t`Paid`}
          value={money(books.paid)}
          detail={t`${pending} started, not paid yet`}
        />
        <Figure label={t`Refunded`} value={money(books.refunded)} />
        <Figure label={t`Credited`} value={money(books.credited)} detail={t`Deferrals’ credits`} />
        <Figure label={t`Disputed`} value={money(books.disputed)} />
        <Figure label={t`Net`} value={money(books.net)} detail={t`Paid less what went back`} />
      </FigureList>
      <Discrepancies books={books} />
    </>
  );
}
