/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// "Confirmation" on the service edit page (docs/adr/049): the stored choice checked, the other one saved through the
// service's update with only that field, the saved toast, the API's 422 under the choice, and the words in Portuguese.
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { serviceDetail } from '../../test-support/service-detail';
import { ConfirmationSection, hasConfirmationSetting } from './confirmation-section';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let posts: Record<string, unknown>[];
let reply: (body: Record<string, unknown>) => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  toastStore.getState().clear();
  posts = [];
  reply = (body) => answer(200, { status: true, content: serviceDetail(body) });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || !request.url.endsWith('/dashboard/services/7'))
      return answer(404, { status: false, message: 'not found' });
    const body = (await request.json()) as Record<string, unknown>;
    posts.push(body);
    return reply(body);
  }) as unknown as typeof fetch;
});

function renderSection(confirmation: 'partner' | 'instant' = 'partner'): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>{children}</UiProvider>
    </QueryClientProvider>
  );
  render(<ConfirmationSection service={serviceDetail({ confirmation })} />, { wrapper: Wrapper });
}

describe('who confirms a service’s bookings', () => {
  it('checks the stored choice and saves instant confirmation alone through the service update', async () => {
    renderSection();
    expect(screen.getByRole('radio', { name: 'I accept or decline each booking' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Instant — bookings are confirmed on payment' }));
    await user.click(screen.getByRole('button', { name: 'Save confirmation' }));
    await waitFor(() => expect(posts).toEqual([{ confirmation: 'instant' }]));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Confirmation saved: new bookings follow it.',
      ),
    );
    expect(screen.getByRole('radio', { name: 'Instant — bookings are confirmed on payment' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('shows the API’s refusal under the choice and moves the focus there', async () => {
    reply = () =>
      answer(422, { status: false, message: 'The given data was invalid.', errors: { confirmation: ['Not here.'] } });
    renderSection('instant');
    await user.click(screen.getByRole('radio', { name: 'I accept or decline each booking' }));
    await user.click(screen.getByRole('button', { name: 'Save confirmation' }));
    expect(await screen.findByText('Not here.')).toBeTruthy();
    const instant = screen.getByRole('radio', { name: 'Instant — bookings are confirmed on payment' });
    await waitFor(() => expect(document.activeElement).toBe(instant));
    expect(instant.getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks European Portuguese', async () => {
    await i18n.changeLanguage('pt');
    renderSection('instant');
    expect(screen.getByRole('heading', { name: 'Confirmação' })).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: 'Imediata — as reservas ficam confirmadas com o pagamento' }),
    ).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Aceito ou recuso cada reserva' })).toBeTruthy();
  });

  it('is a setting of experiences, wellness and transfers only', () => {
    expect(
      ['experience', 'wellness', 'transfer', 'restaurant', 'event', 'gift_card'].map((k) =>
        hasConfirmationSetting(k as never),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });
});
