// Every TanStack Query key in one place, so a mutation in one feature can invalidate what another shows.
import { queryClient } from './query-client';

export const queryKeys = {
  /** SPEC.md section 7: the featured list's key is 'SixMarathons'. */
  featured: ['SixMarathons'] as const,
  marathons: (q = '') => ['marathons', q] as const,
  allMarathons: ['marathons'] as const,
  marathon: (id: string) => ['marathon', id] as const,
  /** Every marathon's details and participants. */
  allMarathonDetails: ['marathon'] as const,
  participants: (id: string) => ['marathon', id, 'participants'] as const,
  /** The marathon as the server answers this account (the organiser's copy has participants). */
  marathonAsCaller: (id: string, uid: string) => ['marathon', id, 'as', uid] as const,
  /** Under the marathon's key, so whatever invalidates the event refreshes its waitlist too. */
  waitlist: (id: string) => ['marathon', id, 'waitlist'] as const,
  myRegistrations: (uid: string) => ['my-registrations', uid] as const,
  allMyRegistrations: ['my-registrations'] as const,
  myWaitlist: (uid: string) => ['my-waitlist', uid] as const,
  allMyWaitlists: ['my-waitlist'] as const,
  myMarathons: (email: string) => ['my-applied-marathons', email] as const,
  allMyMarathons: ['my-applied-marathons'] as const,
  opinions: ['opinions'] as const,
};

/**
 * What a marathon, registration or waitlist write changes: the featured six, every list (the
 * runner's and the organiser's too), the event itself with its waitlist.
 */
export async function invalidateMarathonViews(id?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.featured }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMarathons }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMyMarathons }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMyRegistrations }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMyWaitlists }),
    ...(id ? [queryClient.invalidateQueries({ queryKey: queryKeys.marathon(id) })] : []),
  ]);
}
