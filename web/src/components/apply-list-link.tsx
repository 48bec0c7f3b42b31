// The way to My Apply List, where a runner's places and race passes are: after a payment, a claim
// or a transfer, every screen leads there with the same button.
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';

export function ApplyListLink({ text = 'Open My Apply List' }: { text?: string }) {
  return (
    <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
      {text}
    </Link>
  );
}

/** A place that became the runner's own (a claimed entry, a transferred place). */
export function PlaceIsYours({ text }: { text: string }) {
  return (
    <StateMessage role="status" tone="success" title="The place is yours" text={text}>
      <ApplyListLink />
    </StateMessage>
  );
}
