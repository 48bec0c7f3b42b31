// The error element of routes that load one marathon: a missing event gets a clear 404 state.
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MarathonRouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(missing ? t`Marathon Not Found` : t`Error`);
  return (
    <div className="px-4 py-16">
      <StateMessage
        tone={missing ? 'neutral' : 'error'}
        headingLevel={1}
        title={missing ? t`Marathon not found` : t`Something went wrong`}
        text={
          missing
            ? t`This marathon does not exist or has been removed by its organiser.`
            : t`We could not load this marathon. Please try again later.`
        }
      >
        <Link to={paths.marathons.href()} className={buttonClasses('primary')}>
          <Trans>Browse all marathons</Trans>
        </Link>
      </StateMessage>
    </div>
  );
}
