// What a ranking looks like on a phone, shared by the runners' results and the teams': one card per
// row, its place and name first with its time at the right, what else it says below; from `sm` up
// the same rows are a table instead (on a phone a table made Time a sideways scroll away).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { SpokenLabel } from '@/components/ui/spoken-label';

/** The cards below `sm`, the table from `sm` up: each width shows one of them. */
export function CardsOrTable({ cards, table }: { cards: ReactNode; table: ReactNode }) {
  return (
    <>
      {cards}
      <div className="hidden sm:block">{table}</div>
    </>
  );
}

/** The cards, named as the table is by its caption. */
export function RankedCards({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <ol aria-label={caption} className="space-y-2 sm:hidden">
      {children}
    </ol>
  );
}

const CARD =
  'rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-900';
const ROW = 'flex items-start justify-between gap-3';

/**
 * One row's card: "place · name" with the time (said as "Time …") at the right, and `detail`: under
 * the name, beside the time (a runner's bib), or where it is long (a team's counted runners) under
 * both, across the card. Screen readers read it in that order.
 */
export function RankedCard({
  place,
  name,
  time,
  detail,
  detailAcross = false,
}: {
  place: ReactNode;
  name: ReactNode;
  time: string | null;
  detail: ReactNode;
  detailAcross?: boolean;
}) {
  const headline = (
    <p className="min-w-0 font-semibold break-words">
      <span className="tabular-nums">{place}</span>
      <span aria-hidden="true"> · </span>
      {name}
    </p>
  );
  const timeLine = (
    <p className="font-mono font-semibold whitespace-nowrap tabular-nums">
      <SpokenLabel>
        <Trans>Time</Trans>
      </SpokenLabel>
      {/* Its own element: the time alone, without its label, can be found and measured. */}
      <span>{time ?? '—'}</span>
    </p>
  );
  if (detailAcross) {
    return (
      <li className={CARD}>
        <div className={ROW}>
          {headline}
          {timeLine}
        </div>
        {detail}
      </li>
    );
  }
  return (
    <li className={`${ROW} ${CARD}`}>
      <div className="min-w-0">
        {headline}
        {detail}
      </div>
      {timeLine}
    </li>
  );
}
