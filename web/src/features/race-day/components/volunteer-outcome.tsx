// A volunteer's pass at the desk (docs/volunteers.md), in large type: checked in, already, checked
// out with their hours, or queued on the device; their name, shift and role; and, until they are
// checked out, the "Check out" that ends their shift.
import { Trans, useLingui } from '@lingui/react/macro';

import { Button } from '@/components/ui/button';
import { intlLocale } from '@/lib/i18n';

import { clockTime } from '../check-in-rules';
import type { VolunteerOutcome } from '../use-check-in-desk';

const TONES = {
  done: 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  pending: 'border-sky-700 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
  already: 'border-amber-600 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
} as const;

export function VolunteerOutcomeCard({
  outcome,
  onCheckOut,
}: {
  outcome: VolunteerOutcome;
  onCheckOut: (passId: string) => void;
}) {
  const { t } = useLingui();
  const { state, volunteer } = outcome;
  const time = clockTime(outcome.at);
  const hours = (outcome.hours ?? 0).toLocaleString(intlLocale());
  const headlines: Record<VolunteerOutcome['state'], string> = {
    'checked-in': t`Checked in`,
    already: t`Already checked in at ${time}`,
    'pending-in': t`Checked in, pending: sent when back online`,
    'checked-out': t`Checked out: ${hours} h`,
    'already-out': t`Already checked out at ${time}: ${hours} h`,
    'pending-out': t`Checked out, pending: sent when back online`,
  };
  const tone =
    state === 'checked-in' || state === 'checked-out'
      ? TONES.done
      : state === 'pending-in' || state === 'pending-out'
        ? TONES.pending
        : TONES.already;
  const out = state === 'checked-out' || state === 'already-out' || state === 'pending-out';
  const name = volunteer?.name ?? '';
  return (
    <div className={`rounded-2xl border-4 p-6 ${tone}`}>
      <p className="text-3xl font-extrabold">{headlines[state]}</p>
      {volunteer ? (
        <>
          <p className="mt-3 text-4xl font-black break-words">{volunteer.name}</p>
          <p className="mt-2 text-xl">
            {volunteer.shiftName} · {volunteer.role}
          </p>
        </>
      ) : (
        <p className="mt-3 text-xl">
          <Trans>A volunteer’s pass: named once it is sent.</Trans>
        </p>
      )}
      {out ? null : (
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          aria-label={volunteer ? t`Check out ${name}` : undefined}
          onClick={() => onCheckOut(outcome.passId)}
        >
          <Trans>Check out</Trans>
        </Button>
      )}
    </div>
  );
}
