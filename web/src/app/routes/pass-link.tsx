// /check-in/:id?pass= (or an order's ?group=): what a race pass's QR code opens (docs/race-day.md).
// Not behind the sign-in: a runner or a passer-by who scans it reads what it is for.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';

import { PassLink } from '@/features/race-day/components/pass-link';
import { myShiftsQueryOptions } from '@/features/volunteers/api/use-shifts';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Race Pass`);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const passId = params.get('pass');
  const groupPassId = params.get('group');
  const pass = passId ? { passId } : groupPassId ? { groupPassId } : null;
  // A shift's captain goes on to the desk too, with their volunteers' passes (docs/volunteers.md).
  const { user } = useAuth();
  const shifts = useQuery({ ...myShiftsQueryOptions(user?.uid ?? ''), enabled: user !== null });
  const shiftCaptain =
    user !== null && shifts.isPending && !shifts.isError
      ? null
      : shifts.data?.shifts.some((s) => s.marathonId === id && s.captain) === true;
  return <PassLink marathonId={id} pass={pass} shiftCaptain={shiftCaptain} />;
}
