// What the register screen says about a distance decided by ballot: where its ballot stands (the
// form then enters the ballot instead of registering), and the confirmation once entered.
import type { DistanceBallot } from '@run/contract/domain/ballot';
import { formatLongDate } from '@run/contract/domain/dates';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

/** One sentence per state of the ballot, with its dates. */
export function ballotStateText(ballot: DistanceBallot): string {
  switch (ballot.state) {
    case 'upcoming':
      return `Entries open on ${formatDateTime(ballot.opensAt)}.`;
    case 'open':
      return `Enter by ${formatDateTime(ballot.closesAt)}; the draw is on ${formatLongDate(ballot.drawAt)}.`;
    case 'closed':
      return `Entries have closed; the draw is on ${formatLongDate(ballot.drawAt)}.`;
    case 'drawn':
      return 'The draw has taken place: winners have been told, and the others hold a reserve number.';
  }
}

/** Above the details, which then enter the ballot. */
export function BallotNotice({
  ballot,
  distanceName,
}: {
  ballot: DistanceBallot;
  distanceName?: string | undefined;
}) {
  return (
    <div className="rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950/40 dark:text-sky-100">
      <p className="font-semibold">
        {distanceName ? `${distanceName} is decided by ballot.` : 'Places are decided by ballot.'}
      </p>
      <p className="mt-1 text-sm">
        {ballotStateText(ballot)} One entry per runner; the draw picks who gets a place, and anyone
        can check it on the race page.
      </p>
    </div>
  );
}

export function BallotEntered({ drawAt }: { drawAt: string }) {
  return (
    <div role="status">
      <StateMessage
        title="You are in the ballot"
        text={`The draw is on ${formatLongDate(drawAt)}. We mail you the result; My Apply List shows it too, and you can withdraw there until the draw.`}
      >
        <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
          Go to My Apply List
        </Link>
      </StateMessage>
    </div>
  );
}
