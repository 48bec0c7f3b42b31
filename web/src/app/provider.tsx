// App-wide providers: the language (Lingui), server state (TanStack Query) and the deferred Firebase
// Auth loader.
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AuthLoader } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthLoader />
        {children}
      </QueryClientProvider>
    </I18nProvider>
  );
}
