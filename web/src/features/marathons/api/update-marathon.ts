// PATCH /marathon/{id}: the creator edits the editable fields.
import type { UpdateResponse } from '@domain/api-types';
import type { MarathonInput } from '@domain/schemas';

import { useMarathonFormWrite } from '@/lib/api-query';

export function useUpdateMarathon() {
  return useMarathonFormWrite<MarathonInput, UpdateResponse>('PATCH', (id) => `/marathon/${id}`);
}
