import { QueryClient } from '@tanstack/react-query';
import { on } from '../bus';

// One QueryClient for the shell and every remote (shared through Module Federation), so the header's
// cart badge and a remote's cart page read the same cache.
export const queryClient = new QueryClient({
  defaultOptions: {
    // The api client already retries once where the spec allows it; a second layer would multiply calls.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Cached answers belong to one user: a login, logout or impersonation switch drops them all.
on('auth:changed', () => queryClient.clear());
