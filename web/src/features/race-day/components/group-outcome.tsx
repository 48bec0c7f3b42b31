// The check-in screen's answer to an order's group pass (docs/orders.md): every runner it names, each
// checked in now, already in before (with the time), or waiting on the device to be sent.
import { clockTime } from '../check-in-rules';
import type { GroupMember } from '../use-check-in-desk';

function headlineOf(members: GroupMember[]): string {
  const runners = members.length === 1 ? '1 runner' : `${members.length} runners`;
  if (members.every((m) => m.state === 'already')) return `Already checked in: ${runners}`;
  if (members.some((m) => m.state === 'pending')) {
    return `Checked in, pending: ${runners}, sent when back online`;
  }
  return `Checked in: ${runners}`;
}

const stateText = (m: GroupMember) =>
  m.state === 'checked-in'
    ? 'checked in now'
    : m.state === 'pending'
      ? 'pending'
      : `already checked in at ${m.at ? clockTime(m.at) : ''}`;

export function GroupOutcome({ members }: { members: GroupMember[] }) {
  const allAlready = members.every((m) => m.state === 'already');
  const tone = allAlready
    ? 'border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50'
    : 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50';
  return (
    <div className={`rounded-2xl border-4 p-6 ${tone}`}>
      <p className="text-3xl font-extrabold">{headlineOf(members)}</p>
      <p className="mt-1 text-lg">Group pass</p>
      <ul className="mt-3 space-y-2">
        {members.map((m, i) => (
          <li key={`${m.runner.name}-${m.runner.bib ?? i}`} className="text-xl">
            <span className="font-black">{m.runner.name}</span>
            {m.runner.distance ? ` · ${m.runner.distance}` : ''} · Bib {m.runner.bib ?? 'none'} ·{' '}
            {stateText(m)}
            {m.runner.disputed ? (
              <span className="block font-bold">
                Payment disputed: please send this runner to the organiser.
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
