import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@mp/shared/api';

/** The shared queryClient for every checkout page (shared/src/remote: remotes that fetch pass it as `providers`). */
export function CheckoutProviders({ children }: { children: ReactNode }): ReactNode {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
