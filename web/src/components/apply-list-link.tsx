// The way to My Apply List, where a runner's places and race passes are: after a payment, a claim
// or a transfer, every screen leads there with the same button.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';

export function ApplyListLink({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
      {text ?? t`Open My Apply List`}
    </Link>
  );
}

/** A place that became the runner's own (a claimed entry, a transferred place). */
export function PlaceIsYours({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <StateMessage role="status" tone="success" title={t`The place is yours`} text={text}>
      <ApplyListLink />
    </StateMessage>
  );
}
