// PATCH /marathon/{id}: the creator edits the editable fields.
import type { UpdateResponse } from '@domain/api-types';
import type { MarathonInput } from '@domain/schemas';

import { eventFormWrite, useApiWrite } from '@/lib/api-query';

export function useUpdateMarathon() {
  return useApiWrite(
    eventFormWrite<MarathonInput, UpdateResponse>('PATCH', (id) => `/marathon/${id}`),
    { refreshMarathons: { event: ({ id }) => id } },
  );
}
