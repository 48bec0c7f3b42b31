// GET /marathon/{id} for its waiver: a runner accepting a waitlist place after the organiser changed
// the waiver reads the new text first (the offer's 409 names only its version), in the language shown.
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { routes } from '@run/contract/http/routes';

import { apiQueryOptions } from '@/lib/api-query';
import { type AnyLanguage, contentLanguageOf } from '@/lib/i18n';

export function useRaceWaiver(marathonId: string) {
  const lang = contentLanguageOf(useLingui().i18n.locale as AnyLanguage);
  return useQuery({
    ...apiQueryOptions(
      ['marathon', marathonId, 'waiver', lang],
      routes.getMarathon,
      { params: { id: marathonId }, query: { lang } },
      { scope: { marathon: marathonId } },
    ),
    select: (marathon) => marathon.waiver ?? null,
  });
}
