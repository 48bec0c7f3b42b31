// /invite/:id?token=: a staff invitation (docs/race-day.md). Not behind the sign-in: the page
// itself says how to sign in and come back.
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';

import { StaffInvitation } from '@/features/race-day/components/staff-invitation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLinkToken } from '@/lib/use-link-token';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Staff Invitation`);
  const { id = '' } = useParams();
  const token = useLinkToken();
  return <StaffInvitation marathonId={id} token={token} />;
}
