// POST /marathons: createdBy comes from the caller's token on the server.
import type { MarathonInput } from '@run/contract/domain/schemas';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';

export function useCreateMarathon() {
  return useApiWrite((input: MarathonInput) => api(routes.createMarathon, { body: input }), {
    refreshMarathons: true,
  });
}
