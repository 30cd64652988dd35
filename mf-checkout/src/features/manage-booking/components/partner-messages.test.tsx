/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { renderScreen } from '../../../test-support/render';
import ManageBookingPage from '../manage-booking-page';

addResources('checkout', { en, pt });
const route = routes.find((r) => r.id === 'booking-manage')!;
const TOKEN = 'MP-260101-ABCD1234.t3abc.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const item = {
  id: 7,
  service: { service_name: 'Alfama walk' },
  booking_date: '2099-12-03T09:30:00.000Z',
  annotations: { time: '09:30' },
  ages: null,
  quantity: 2,
  value: 6000,
  discount: 0,
  booking_item_status: 'confirmed',
  decline_reason: null,
  partner: { company_id: 1, trade_name: 'Lisbon Walks', contact_user_id: 12 },
  free_cancellation: { offered: true, until: '2099-12-02T09:30:00.000Z', open: true, nothing_paid: false },
};
const booking = {
  id: 41,
  reference: 'MP-260101-ABCD1234',
  payment: { money_cents: 6000, refunded_cents: 0, points_cents: 0, promo_cents: 0, gift_card_cents: 0 },
  items: [item],
};
const message = (id: number, sender: number, body: string) => ({
  id,
  chat_id: 3,
  sender_id: sender,
  body,
  created_at: '2026-11-29T10:00:00.000Z',
});
const chat = (messages: unknown[]) => ({
  chat_id: messages.length ? 3 : null,
  item_id: 7,
  partner_name: 'Lisbon Walks',
  holder_id: 50,
  messages,
});

type Answer = { status: number; body: unknown };
let calls: { url: string; method: string; headers: Headers; body: string | null }[];
function serve(messages: Answer, sent: Answer): void {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'POST' ? await request.text() : null;
    calls.push({ url: request.url, method: request.method, headers: request.headers, body });
    const answer: Answer =
      request.method === 'POST'
        ? sent
        : request.url.includes('/messages')
          ? messages
          : { status: 200, body: { status: true, content: booking } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

function renderPage(): void {
  window.history.replaceState(null, '', `/manage-booking#token=${encodeURIComponent(TOKEN)}`);
  renderScreen(<ManageBookingPage route={route} params={{}} title="Manage your booking" />);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('messaging the partner from the manage booking page', () => {
  it('opens the conversation of an item, sends a message and shows it with the partner’s reply', async () => {
    serve(
      { status: 200, body: { status: true, content: chat([]) } },
      {
        status: 200,
        body: {
          status: true,
          content: chat([message(1, 50, 'About booking MP-260101-ABCD1234'), message(2, 50, 'Is there parking?')]),
        },
      },
    );
    renderPage();
    const toggle = await screen.findByRole('button', { name: 'Message the partner about Alfama walk' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const section = await screen.findByRole('region', { name: 'Messages with Lisbon Walks' });
    expect(await within(section).findByText(/No messages yet/)).toBeTruthy();
    const read = calls.find((c) => c.url.includes('/messages'))!;
    expect(read.url).toMatch(/\/api\/bookings\/manage\/messages\?item_id=7$/);
    expect(read.headers.get('x-manage-token')).toBe(TOKEN);

    fireEvent.change(within(section).getByLabelText('Your message to Lisbon Walks'), {
      target: { value: 'Is there parking?' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
    const log = await within(section).findByRole('log', { name: 'Messages with Lisbon Walks' });
    expect(
      within(log)
        .getAllByTestId('manage-message')
        .map((m) => m.querySelector('p')?.textContent),
    ).toEqual(['About booking MP-260101-ABCD1234', 'Is there parking?']);
    // Sent at 10:00 UTC on 29 November, which is 10:00 in Lisbon.
    expect(within(log).getAllByTestId('manage-message')[1]!.textContent).toContain('You, 29/11/2026, 10:00');
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      token: TOKEN,
      item_id: 7,
      message: 'Is there parking?',
    });
    await waitFor(() => expect(within(section).getByText('Message sent to Lisbon Walks.')).toBeTruthy());
    expect((within(section).getByLabelText('Your message to Lisbon Walks') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the partner’s reply under their name, and the server’s 422 under the field (pt)', async () => {
    await i18n.changeLanguage('pt');
    serve(
      {
        status: 200,
        body: { status: true, content: chat([message(1, 50, 'Olá'), message(2, 12, 'Bom dia! Há parque.')]) },
      },
      {
        status: 422,
        body: { status: false, message: 'Dados inválidos.', errors: { message: ['Escreva uma mensagem.'] } },
      },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensagem ao parceiro sobre Alfama walk' }));
    const log = await screen.findByRole('log', { name: 'Mensagens com Lisbon Walks' });
    const bubbles = within(log).getAllByTestId('manage-message');
    expect(bubbles[1]!.textContent).toContain('Bom dia! Há parque.');
    expect(bubbles[1]!.textContent).toContain('Lisbon Walks, 29/11/26, 10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const field = screen.getByLabelText('A sua mensagem para Lisbon Walks');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Escreva uma mensagem.')).toBeTruthy();
  });
});
