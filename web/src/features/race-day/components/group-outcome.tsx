// The check-in screen's answer to an order's group pass (docs/orders.md): every runner it names, each
// checked in now, already in before (with the time), or waiting on the device to be sent.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { clockTime } from '../check-in-rules';
import type { GroupMember } from '../use-check-in-desk';

export function GroupOutcome({ members }: { members: GroupMember[] }) {
  const { t } = useLingui();
  const count = members.length;
  const allAlready = members.every((m) => m.state === 'already');
  const headline = allAlready
    ? t`${plural(count, { one: 'Already checked in: # runner', other: 'Already checked in: # runners' })}`
    : members.some((m) => m.state === 'pending')
      ? t`${plural(count, {
          one: 'Checked in, pending: # runner, sent when back online',
          other: 'Checked in, pending: # runners, sent when back online',
        })}`
      : t`${plural(count, { one: 'Checked in: # runner', other: 'Checked in: # runners' })}`;
  const stateText = (m: GroupMember) => {
    if (m.state === 'checked-in') return t`checked in now`;
    if (m.state === 'pending') return t`pending`;
    const time = m.at ? clockTime(m.at) : '';
    return t`already checked in at ${time}`;
  };
  const tone = allAlready
    ? 'border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50'
    : 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50';
  return (
    <div className={`rounded-2xl border-4 p-6 ${tone}`}>
      <p className="text-3xl font-extrabold">{headline}</p>
      <p className="mt-1 text-lg">
        <Trans>Group pass</Trans>
      </p>
      <ul className="mt-3 space-y-2">
        {members.map((m, i) => {
          const { bib } = m.runner;
          return (
            <li key={`${m.runner.name}-${m.runner.bib ?? i}`} className="text-xl">
              <span className="font-black">{m.runner.name}</span>
              {m.runner.distance ? ` · ${m.runner.distance}` : ''} ·{' '}
              {bib === null ? t`Bib none` : t`Bib ${bib}`} · {stateText(m)}
              {m.runner.disputed ? (
                <span className="block font-bold">
                  <Trans>Payment disputed: please send this runner to the organiser.</Trans>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
