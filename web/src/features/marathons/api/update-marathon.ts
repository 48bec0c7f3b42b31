// PATCH /marathon/{id}: the creator edits the editable fields.
import type { MarathonInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useUpdateMarathon() {
  return useApiWrite(
    eventFormWrite<typeof routes.updateMarathon, MarathonInput>(routes.updateMarathon),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}
