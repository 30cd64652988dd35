// Renders a dashboard screen as the remote does: react-query (no retries, so a failing call shows its error at once),
// the theme and a router at `path`.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@mp/shared/ui';

export function renderAt(screen: ReactElement, path: string): RenderResult & { client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
  return Object.assign(render(screen, { wrapper: Wrapper }), { client });
}
