// The race's books on the console's Payments tab (docs/payments.md, "The books balance"): what was
// paid, refunded, given as credit and disputed, what is left, and every discrepancy the books find.
// The daily check mails the organiser a link here when one appears, so it comes first on the tab.
import type { Books, BooksDiscrepancy } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';

import { Loaded } from '@/components/ui/loaded';
import { TitledSection } from '@/components/ui/titled-section';

import { useBooks } from '../api/get-books';
import { Figure, FigureList } from './figure';

/** What each kind of discrepancy means, as the organiser reads it above its detail. */
const KINDS: Record<BooksDiscrepancy['kind'], string> = {
  unpaid_confirmed: 'Confirmed without full payment',
  over_returned: 'Gave back more than it took',
  refunds_mismatch: 'Refunds do not add up',
  place_count: 'Places counted wrong',
  money_kept: 'Money kept for no place',
  bank_row_twice: 'Bank row applied twice',
  transfer_mismatch: 'Organiser’s share does not add up',
  returned_confirmed: 'Confirmed though all its money went back',
  unearned_reward: 'Referral reward for money never received',
};

function Discrepancies({ books }: { books: Books }) {
  const found = books.discrepancies;
  if (found.length === 0) {
    return (
      <p className="text-emerald-800 dark:text-emerald-300">
        No discrepancies: the payments, refunds and places agree.
      </p>
    );
  }
  return (
    <TitledSection
      id="books-discrepancies-title"
      title={found.length === 1 ? '1 discrepancy' : `${found.length} discrepancies`}
      level={3}
      size="lg"
      className="rounded-xl border border-red-300 bg-red-50/60 p-4 dark:border-red-900 dark:bg-red-950/30"
    >
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Nothing was changed: look at each one before you move money.
      </p>
      <ul className="mt-3 space-y-3">
        {found.map((d, i) => (
          <li key={`${d.kind}-${d.paymentId ?? d.registration ?? ''}-${i}`}>
            <p className="font-semibold text-red-800 dark:text-red-300">{KINDS[d.kind]}</p>
            <p className="[overflow-wrap:anywhere] text-slate-800 dark:text-slate-200">
              {d.detail}
            </p>
            {d.registration ? (
              <p className="text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">
                Runner’s account: <span className="font-mono">{d.registration}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

export function BooksSection({ marathonId }: { marathonId: string }) {
  const query = useBooks(marathonId);
  return (
    <TitledSection id="books-title" title="Books" level={3} className="space-y-4">
      <Loaded
        query={query}
        loading="Loading the books"
        failed="Failed to load the books"
        retryHeading={3}
      >
        {(books) => <BooksFigures books={books} />}
      </Loaded>
    </TitledSection>
  );
}

function BooksFigures({ books }: { books: Books }) {
  const money = (amount: number) => formatMoney(amount, books.currency, 'en-US');
  return (
    <>
      <FigureList>
        <Figure
          label="Paid"
          value={money(books.paid)}
          detail={`${money(books.pending)} started, not paid yet`}
        />
        <Figure label="Refunded" value={money(books.refunded)} />
        <Figure label="Credited" value={money(books.credited)} detail="Deferrals’ credits" />
        <Figure label="Disputed" value={money(books.disputed)} />
        <Figure label="Net" value={money(books.net)} detail="Paid less what went back" />
      </FigureList>
      <Discrepancies books={books} />
    </>
  );
}
