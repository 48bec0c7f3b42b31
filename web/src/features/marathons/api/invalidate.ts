// What a marathon write changes: the featured six, every list, the event itself and the creator's list.
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export async function invalidateMarathonLists(id?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.featured }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allMarathons }),
    queryClient.invalidateQueries({ queryKey: ['my-applied-marathons'] }),
    queryClient.invalidateQueries({ queryKey: ['my-registrations'] }),
    ...(id ? [queryClient.invalidateQueries({ queryKey: queryKeys.marathon(id) })] : []),
  ]);
}
