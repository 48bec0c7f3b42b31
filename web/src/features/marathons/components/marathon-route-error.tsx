// The error element of routes that load one marathon: a missing event gets a clear 404 state.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MarathonRouteError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(missing ? 'Marathon Not Found' : 'Error');
  return (
    <div className="px-4 py-16">
      <StateMessage
        tone={missing ? 'neutral' : 'error'}
        headingLevel={1}
        title={missing ? 'Marathon not found' : 'Something went wrong'}
        text={
          missing
            ? 'This marathon does not exist or has been removed by its organiser.'
            : 'We could not load this marathon. Please try again later.'
        }
      >
        <Link to={paths.marathons.href()} className={buttonClasses('primary')}>
          Browse all marathons
        </Link>
      </StateMessage>
    </div>
  );
}
