import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@mp/shared/api';

/** Every catalogue screen reads the API through the one shared QueryClient (cache shared with the other remotes). */
export function CatalogueProviders({ children }: { children: ReactNode }): ReactNode {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
