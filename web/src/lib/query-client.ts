import { QueryClient } from '@tanstack/react-query';

/** SPEC.md section 9: featured, detail and registrations queries stay fresh for 5 minutes. */
export const FIVE_MINUTES = 300_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: FIVE_MINUTES, refetchOnWindowFocus: false, retry: 1 },
  },
});
