// Check-ins made offline that the server refused when they were sent (a wrong device clock, a runner
// who withdrew meanwhile): each stays on the screen with the runner, its time and the server's
// sentence until a person has read it and dismisses it (docs/race-day.md).
import { Trans, useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  if (refused.length === 0) return null;
  const count = refused.length;
  return (
    <TitledSection
      id={id}
      title={t`Not checked in (${count})`}
      className="rounded-2xl border-4 border-red-700 bg-red-50 p-6 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p className="mt-2">
        <Trans>
          The server refused these check-ins made offline. Check the runner in again, or send them
          to the organiser.
        </Trans>
      </p>
      <ul className="mt-3 divide-y divide-red-200 dark:divide-red-800">
        {refused.map((r) => {
          const { name, reason } = r;
          const scanned = dayAndTime(r.scannedAt);
          return (
            <li key={r.key} className="flex items-start justify-between gap-4 py-3">
              <span>
                {/* The reason is the server's sentence, shown as it came. */}
                <Trans>
                  <span className="font-semibold">{name}</span>, scanned {scanned}: {reason}
                </Trans>
              </span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={t`Dismiss: ${name}, scanned ${scanned}`}
                onClick={() => onDismiss(r.key)}
              >
                <Trans>Dismiss</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
