// /invite/:id?token=: a staff invitation (docs/race-day.md). Not behind the sign-in: the page
// itself says how to sign in and come back.
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';

import { StaffInvitation } from '@/features/race-day/components/staff-invitation';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Staff Invitation`);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return <StaffInvitation marathonId={id} token={params.get('token') ?? ''} />;
}
