// App-wide providers: server state (TanStack Query) and the deferred Firebase Auth loader.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AuthLoader } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthLoader />
      {children}
    </QueryClientProvider>
  );
}
