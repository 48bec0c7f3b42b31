// "Past races" at the end of My Apply List: the passes and registrations of races that finished (a
// day after their start, race-timing.ts), newest first, so last week's race no longer sits above
// what is coming. Nothing shows without one.
import { Trans } from '@lingui/react/macro';

import { TitledSection } from '@/components/ui/titled-section';

import { useMyRegistrations } from '../api/get-my-registrations';
import { registrationStart, splitByStart } from '../race-timing';
import { ApplyList } from './apply-list';
import { PassList, usePassesBy } from './race-passes';

export function PastRaces({ uid }: { uid: string }) {
  const { past: passes } = usePassesBy(uid);
  const { data } = useMyRegistrations(uid);
  const past = data ? splitByStart(data, registrationStart).past : [];
  if (passes.length === 0 && past.length === 0) return null;
  return (
    <TitledSection id="past-races-title" title={<Trans>Past races</Trans>} className="mt-10">
      {passes.length > 0 ? <PassList passes={passes} /> : null}
      <div className="mt-4">
        <ApplyList uid={uid} when="past" />
      </div>
    </TitledSection>
  );
}
