// 'Add to calendar': the race as an .ics file from GET /marathon/{id}/calendar.ics (public, same
// origin through Hosting), so a plain download link is enough: no fetch, no token. Its name is the
// visible text alone: in My Apply List the row names the race (and a name holding the title would
// make the title's own link ambiguous), and `title` tells which file it is on hover.
import { Trans } from '@lingui/react/macro';
import { routes } from '@run/contract/http/routes';

import { buttonClasses } from '@/components/ui/button';
import { routeUrl } from '@/lib/api-url';

export function AddToCalendar({
  marathonId,
  title,
  size = 'md',
  className = '',
}: {
  marathonId: string;
  title: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <a
      href={routeUrl(routes.marathonCalendar, { params: { id: marathonId } })}
      download
      title={`${title} (.ics)`}
      className={`${buttonClasses('secondary', size)} ${className}`}
    >
      <Trans>Add to calendar</Trans>
    </a>
  );
}
