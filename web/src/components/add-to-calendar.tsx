// 'Add to calendar': the race as an .ics file from GET /marathon/{id}/calendar.ics (public, same
// origin through Hosting), so a plain download link is enough: no fetch, no token.
import { buttonClasses } from '@/components/ui/button';
import { apiUrl } from '@/lib/api-url';

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
      href={apiUrl(`/marathon/${encodeURIComponent(marathonId)}/calendar.ics`)}
      download
      aria-label={`Add to calendar: ${title}`}
      className={`${buttonClasses('secondary', size)} ${className}`}
    >
      Add to calendar
    </a>
  );
}
