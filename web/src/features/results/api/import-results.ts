// POST /marathon/{id}/results/import: a preview (stores nothing) or the import itself, which replaces
// the distance's results; the race's views refresh after a stored import.
import type { ResultsImportInput } from '@run/contract/domain/results';
import { routes } from '@run/contract/http/routes';

import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';
import { refreshMarathonViews } from '@/lib/query-client';

export function useImportResults(id: string) {
  return useApiWrite(
    (input: ResultsImportInput) => api(routes.importResults, { params: { id }, body: input }),
    {
      onSuccess: (answer) => {
        if (answer.stored) void refreshMarathonViews(id);
      },
    },
  );
}
