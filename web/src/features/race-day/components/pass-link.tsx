// What a race pass's QR code opens in a phone's own camera app (docs/race-day.md): the race's
// staff go on to the check-in screen with the pass checked in; anyone else reads what the pass is
// for, above the pass's own QR code: a runner registered by someone else opens it from their claim
// mail without an account (docs/orders.md) and shows it at packet pick-up. The link is the pass, so
// drawing it tells its holder nothing new; nothing about the runner is shown.
import { Trans, useLingui } from '@lingui/react/macro';
import { groupPassUrl, racePassUrl } from '@run/contract/domain/race-pass';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { QrCode } from '@/components/qr-code';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

import { useMyStaffRaces } from '../api/get-my-staff-races';
import { useRace } from '../api/get-race';
import type { ScannedPass } from '../check-in-rules';
import { isRaceStaff, type ArrivingPass } from '../pass-hand-off';

/** The pass's QR code, the text its own link carries. */
function PassQr({ marathonId, pass }: { marathonId: string; pass: ScannedPass }) {
  const { t } = useLingui();
  const origin = window.location.origin;
  const text =
    'passId' in pass
      ? racePassUrl(origin, marathonId, pass.passId)
      : groupPassUrl(origin, marathonId, pass.groupPassId);
  return (
    <div className="mb-8 flex justify-center">
      <QrCode text={text} label={t`Race pass QR code: show it at packet pick-up`} size={240} />
    </div>
  );
}

function PassExplained({ marathonId, pass }: { marathonId: string; pass: ScannedPass | null }) {
  const { t } = useLingui();
  const { user } = useAuth();
  return (
    <>
      {pass === null ? null : <PassQr marathonId={marathonId} pass={pass} />}
      <StateMessage
        headingLevel={1}
        title={t`This is a race pass: show it at packet pick-up`}
        text={t`The race's staff scan it to check the runner in and hand over the race packet.`}
      >
        {user ? (
          <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
            <Trans>My Apply List</Trans>
          </Link>
        ) : (
          <Link
            to={paths.login.href(paths.passLink.href(marathonId, pass ?? { passId: '' }))}
            className={buttonClasses('secondary')}
          >
            <Trans>Race staff: log in to check in</Trans>
          </Link>
        )}
      </StateMessage>
    </>
  );
}

export function PassLink({
  marathonId,
  pass,
  shiftCaptain,
}: {
  marathonId: string;
  pass: ScannedPass | null;
  /** The caller captains one of the race's volunteer shifts; null while that is not known yet. */
  shiftCaptain: boolean | null;
}) {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const race = useRace(marathonId);
  const staffRaces = useMyStaffRaces(user?.uid);
  const navigate = useNavigate();
  const deciding =
    loading ||
    (user !== null &&
      (race.isPending || (staffRaces.isPending && !staffRaces.isError) || shiftCaptain === null));
  const staff =
    user !== null &&
    pass !== null &&
    (shiftCaptain === true ||
      isRaceStaff({
        uid: user.uid,
        organiserUid: race.data?.createdByUid,
        staffRaceIds: staffRaces.data?.map((s) => s.marathon._id) ?? [],
        marathonId,
      }));

  useEffect(() => {
    if (deciding || !staff || pass === null) return;
    const state: ArrivingPass = { arrivingPass: pass };
    void navigate(paths.raceCheckIn.href(marathonId), { replace: true, state });
  }, [deciding, staff, pass, marathonId, navigate]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      {deciding || staff ? (
        <Spinner label={t`Opening the race pass`} />
      ) : (
        <PassExplained marathonId={marathonId} pass={pass} />
      )}
    </section>
  );
}
