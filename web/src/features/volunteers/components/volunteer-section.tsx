// The race page's "Volunteer" section (docs/volunteers.md): the shifts still to come, each with its role, place,
// time and places left, and "Sign up" (or, once full, "Join the waitlist") with the volunteer's form.
// Public: nothing personal, the list as GET /marathon/{id}/shifts gives it; the race page itself asks a
// visitor to sign in first (paths.ts). Nothing shows for a race without shifts.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PublicShift } from '@run/contract/domain/shifts';
import { lazy, Suspense } from 'react';

import { QuietLoaded } from '@/components/ui/quiet-loaded';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';

import { useShifts } from '../api/use-shifts';
import { stillToCome } from '../shift-time';
import { ShiftFacts } from './shift-facts';

// The form (and zod) loads when opened, not with the race page.
const ShiftFormDialog = lazy(() =>
  import('./shift-form-dialog').then((m) => ({ default: m.ShiftFormDialog })),
);

const HEADING = 'volunteer-heading';

function PlacesLeft({ shift }: { shift: PublicShift }) {
  if (shift.placesLeft > 0) {
    return (
      <span className="font-semibold text-emerald-800 dark:text-emerald-300">
        <Plural value={shift.placesLeft} one="# place left" other="# places left" />
      </span>
    );
  }
  return (
    <span className="font-semibold text-red-700 dark:text-red-400">
      {shift.waiting > 0 ? (
        <Plural
          value={shift.waiting}
          one="Full · # person waiting"
          other="Full · # people waiting"
        />
      ) : (
        <Trans>Full</Trans>
      )}
    </span>
  );
}

export function VolunteerSection({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  const query = useShifts(marathonId);
  const { dialog, open, close } = useRowDialog<PublicShift>(HEADING);
  return (
    <QuietLoaded
      query={query}
      loading={t`Loading the volunteer shifts`}
      failed={t`The volunteer shifts could not be loaded.`}
      rows={({ shifts }) => stillToCome(shifts, 'startsAt')}
    >
      {(shifts) => (
        <TitledSection id={HEADING} title={t`Volunteer`} className="mt-8">
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            <Trans>
              Help on race day: pick a shift and sign up. Your pass for the volunteer desk is then
              in My Apply List.
            </Trans>
          </p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {shifts.map((shift) => {
              const { name } = shift;
              const full = shift.placesLeft <= 0;
              return (
                <li
                  key={shift.shiftId}
                  className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
                >
                  <ShiftFacts shift={shift}>
                    <PlacesLeft shift={shift} />
                  </ShiftFacts>
                  <div className="mt-auto">
                    <RowDialogButton
                      variant={full ? 'secondary' : 'primary'}
                      label={full ? t`Join the waitlist for ${name}` : t`Sign up for ${name}`}
                      open={open}
                      dialog={shift}
                    >
                      {full ? <Trans>Join the waitlist</Trans> : <Trans>Sign up</Trans>}
                    </RowDialogButton>
                  </div>
                </li>
              );
            })}
          </ul>
          <Suspense fallback={null}>
            {dialog ? (
              <ShiftFormDialog
                id={marathonId}
                shift={dialog}
                kind={dialog.placesLeft > 0 ? 'sign-up' : 'waitlist'}
                onClose={close}
              />
            ) : null}
          </Suspense>
        </TitledSection>
      )}
    </QuietLoaded>
  );
}
