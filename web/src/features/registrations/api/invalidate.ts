// A registration or a waitlist move changes the event's count and places everywhere they show, the
// runner's own lists and the organiser's.
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export async function invalidateAfterRegistration(marathonId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.featured }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMarathons }),
    queryClient.invalidateQueries({ queryKey: queryKeys.marathon(marathonId) }),
    queryClient.invalidateQueries({ queryKey: ['my-registrations'] }),
    queryClient.invalidateQueries({ queryKey: ['my-waitlist'] }),
    queryClient.invalidateQueries({ queryKey: ['my-applied-marathons'] }),
  ]);
}
