import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { UiProvider } from '@mp/shared/ui';

/** A screen test's query client: no retries, so a failed call shows its error state at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders a checkout screen inside what the remote gives it at run time: react-query, the shared UI provider and a router on the browser's URL. */
export function renderScreen(screen: ReactElement, client: QueryClient = testQueryClient()): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </UiProvider>
    </QueryClientProvider>
  );
  return render(screen, { wrapper: Wrapper });
}
