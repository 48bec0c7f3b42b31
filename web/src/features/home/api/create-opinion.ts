// POST /opinion: success needs insertedId; the new opinion is appended to the cached list.
import type { Opinion } from '@run/contract/domain/api-types';
import type { OpinionInput } from '@run/contract/domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { ApiError, api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';

import { opinionsKey } from './get-opinions';

export async function createOpinion(input: OpinionInput): Promise<Opinion> {
  const result = await api(routes.addOpinion, { body: input });
  if (!result?.insertedId) throw new ApiError(500, 'Failed to submit. Please try again.');
  return { _id: result.insertedId, ...input, createdAt: new Date().toISOString() };
}

export function useCreateOpinion() {
  const queryClient = useQueryClient();
  return useApiWrite(createOpinion, {
    onSuccess: (opinion) => {
      queryClient.setQueryData<Opinion[]>(opinionsKey, (list = []) => [...list, opinion]);
    },
  });
}
