import type { Marathon } from '@run/contract/domain/api-types';
import { useQuery } from '@tanstack/react-query';

import { useAuth } from '@/lib/auth';

import { marathonAsCallerQueryOptions } from './api/get-marathon';

/**
 * Whether this account organises `marathon`, by the contract's rule (`isOrganiserOf` in
 * contract/src/domain/race-roles.ts), which the API enforces with a 403 to anyone else; the client
 * only avoids showing what cannot be used. The rule: the marathon's `createdByUid`. A marathon without one (made
 * outside the API) belongs to the account whose verified email it names, which only the server can
 * compare: the public copy names the organiser, never their email. So for such a marathon a verified
 * account asks the server, whose copy for the organiser carries the participants.
 * `undefined` while that answer is on its way.
 */
export function useIsOrganiser(marathon: Marathon): boolean | undefined {
  const { user } = useAuth();
  const askServer = Boolean(user?.emailVerified) && !marathon.createdByUid;
  const asCaller = useQuery({
    ...marathonAsCallerQueryOptions(marathon._id, user?.uid ?? ''),
    enabled: askServer,
  });
  if (!user) return false;
  if (marathon.createdByUid) return marathon.createdByUid === user.uid;
  if (!askServer) return false;
  if (asCaller.isPending) return undefined;
  return asCaller.data?.participants !== undefined;
}
