// What the booking boxes' tests share (an event's tickets, a restaurant's table): the providers a box renders in, and
// the server's check of the lines before they go into the cart, answered with places left or the error a test sets.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { UiProvider } from '@mp/shared/ui';

export function renderBox(box: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>{box}</QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

/** The lines the box sent to be checked, and the error the check answers for each (null: they fit). */
export interface CartCheck {
  checked: unknown[];
  error: string | null;
}

/** Answers the box's cart check (the shared client's POST) from `check`, keeping the lines it was sent. */
export function answerCartCheck(): CartCheck {
  const check: CartCheck = { checked: [], error: null };
  jest.spyOn(api, 'post').mockImplementation((_path: string, body?: unknown) => {
    const items = (body as { items: { id: string }[] }).items;
    check.checked.push(...items);
    return Promise.resolve({
      ok: true as const,
      status: 200,
      data: {
        status: true,
        content: { items: items.map((i) => ({ id: i.id, places_left: 10, error: check.error })) },
      } as never,
    });
  });
  return check;
}
