import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@mp/shared/api';

/** The shared queryClient for every dashboard page and the layout (its menu reads the partner's access). */
export function DashboardProviders({ children }: { children: ReactNode }): ReactNode {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
