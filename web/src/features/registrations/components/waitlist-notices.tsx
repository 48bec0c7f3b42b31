// What the register screen says about a sold-out race: the offer to wait, and the position once joined.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';

/**
 * Above the details, which then join the waitlist with what was typed. `distanceName`: the chosen
 * distance of a race with several is the one sold out; the runner may still choose another.
 */
export function SoldOutNotice({ distanceName }: { distanceName?: string | undefined }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">
        {distanceName ? (
          <Trans>{distanceName} is sold out.</Trans>
        ) : (
          <Trans>This marathon is sold out.</Trans>
        )}
      </p>
      <p className="mt-1 text-sm">
        {distanceName ? (
          <Trans>Join its waitlist with your details below, or choose another distance.</Trans>
        ) : (
          <Trans>Join the waitlist with your details below.</Trans>
        )}{' '}
        <Trans>
          When a place frees up, it is held for the first runner waiting, and My Apply List shows it
          to you with a deadline to accept.
        </Trans>
      </p>
    </div>
  );
}

export function WaitlistJoined({ position }: { position: number }) {
  const { t } = useLingui();
  return (
    <div role="status">
      <StateMessage
        title={t`You are on the waitlist`}
        text={t`Your position: ${position}. We hold a place for you when one frees up and your turn comes.`}
      >
        <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
          <Trans>Go to My Apply List</Trans>
        </Link>
      </StateMessage>
    </div>
  );
}
