// 'Add to calendar': the race as an .ics file from GET /marathon/{id}/calendar.ics (public, same
// origin through Hosting), so a plain download link is enough: no fetch, no token. Its name is the
// visible text alone: in My Apply List the row names the race (and a name holding the title would
// make the title's own link ambiguous), and `title` tells which file it is on hover.
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@run/contract/http/routes';

import { buttonClasses } from '@/components/ui/button';
import { routeUrl } from '@/lib/api-url';
import { contentLanguageOf, type AnyLanguage } from '@/lib/i18n';

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
  // The file's words (its description, the reminder) in the language shown.
  const { i18n } = useLingui();
  return (
    <a
      href={routeUrl(routes.marathonCalendar, {
        params: { id: marathonId },
        query: { lang: contentLanguageOf(i18n.locale as AnyLanguage) },
      })}
      download
      title={`${title} (.ics)`}
      className={`${buttonClasses('secondary', size)} ${className}`}
    >
      <Trans>Add to calendar</Trans>
    </a>
  );
}
