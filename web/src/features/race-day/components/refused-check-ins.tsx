// Check-ins made offline that the server refused when they were sent (a wrong device clock, a runner
// who withdrew meanwhile): each stays on the screen with the runner, its time and the server's
// sentence until a person has read it and dismisses it (docs/race-day.md).
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';

import { dayAndTime } from '../check-in-rules';
import type { RefusedCheckIn } from '../device-store';

export function RefusedCheckIns({
  id,
  refused,
  onDismiss,
}: {
  /** The heading's id. */
  id: string;
  refused: RefusedCheckIn[];
  onDismiss: (key: string) => void;
}) {
  if (refused.length === 0) return null;
  return (
    <TitledSection
      id={id}
      title={`Not checked in (${refused.length})`}
      className="rounded-2xl border-4 border-red-700 bg-red-50 p-6 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="mt-2">
        The server refused these check-ins made offline. Check the runner in again, or send them to
        the organiser.
      </p>
      <ul className="mt-3 divide-y divide-red-200 dark:divide-red-800">
        {refused.map((r) => (
          <li key={r.key} className="flex items-start justify-between gap-4 py-3">
            <span>
              <span className="font-semibold">{r.name}</span>, scanned {dayAndTime(r.scannedAt)}:{' '}
              {r.reason}
            </span>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`Dismiss: ${r.name}, scanned ${dayAndTime(r.scannedAt)}`}
              onClick={() => onDismiss(r.key)}
            >
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
