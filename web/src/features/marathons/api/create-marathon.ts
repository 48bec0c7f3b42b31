// POST /marathons: createdBy comes from the caller's token on the server.
import type { InsertedResponse } from '@domain/api-types';
import type { MarathonInput } from '@domain/schemas';

import { signedInWrite, useApiWrite } from '@/lib/api-query';

export function useCreateMarathon() {
  return useApiWrite(
    (input: MarathonInput) => signedInWrite<InsertedResponse>('POST', '/marathons', input),
    { refreshMarathons: true },
  );
}
