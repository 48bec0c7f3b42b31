// What the register screen says about a distance decided by ballot: where its ballot stands (the
// form then enters the ballot instead of registering), and the confirmation once entered.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DistanceBallot } from '@run/contract/domain/ballot';
import { Link } from 'react-router';

import { formatLongDate, formatDateTime } from '@/lib/format';
import { buttonClasses } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';

/** One sentence per state of the ballot, with its dates, in the language shown (while rendering). */
export function ballotStateText(ballot: DistanceBallot): string {
  const drawDate = formatLongDate(ballot.drawAt);
  switch (ballot.state) {
    case 'upcoming': {
      const opens = formatDateTime(ballot.opensAt);
      return i18n._(msg`Entries open on ${opens}.`);
    }
    case 'open': {
      const closes = formatDateTime(ballot.closesAt);
      return i18n._(msg`Enter by ${closes}; the draw is on ${drawDate}.`);
    }
    case 'closed':
      return i18n._(msg`Entries have closed; the draw is on ${drawDate}.`);
    case 'drawn':
      return i18n._(
        msg`The draw has taken place: winners have been told, and the others hold a reserve number.`,
      );
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
  const { t } = useLingui();
  return (
    <div className="rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950/40 dark:text-sky-100">
      <p className="font-semibold">
        {distanceName ? t`${distanceName} is decided by ballot.` : t`Places are decided by ballot.`}
      </p>
      <p className="mt-1 text-sm">
        {ballotStateText(ballot)}{' '}
        <Trans>
          One entry per runner; the draw picks who gets a place, and anyone can check it on the race
          page.
        </Trans>
      </p>
    </div>
  );
}

export function BallotEntered({ drawAt }: { drawAt: string }) {
  const { t } = useLingui();
  const date = formatLongDate(drawAt);
  return (
    <div role="status">
      <StateMessage
        title={t`You are in the ballot`}
        text={t`The draw is on ${date}. We mail you the result; My Apply List shows it too, and you can withdraw there until the draw.`}
      >
        <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
          <Trans>Go to My Apply List</Trans>
        </Link>
      </StateMessage>
    </div>
  );
}
