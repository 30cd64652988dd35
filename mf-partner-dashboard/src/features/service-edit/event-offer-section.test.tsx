/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// An event's "Sessions and tickets" (docs/adr/043): the stored sessions and ticket types with what they sold, a session
// and a ticket type added, an unsold one removed, a sold one's remove button disabled with the reason, euros sent as
// cents with PUT, the saved toast, and the API's 422 on the fields it names.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import type { PartnerEventOffer, PartnerEventOfferInput } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { EventOfferSection } from './event-offer-section';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Two sessions, the first with 3 places sold; a sold stalls seat and an unsold standing ticket. */
const stored: PartnerEventOffer = {
  sessions: [
    { id: 11, date: '2030-05-01', time: '21:30', capacity: 50, sold: 3 },
    { id: 12, date: '2030-05-02', time: '21:30', capacity: 40, sold: 0 },
  ],
  ticket_types: [
    { id: 21, name_en: 'Stalls seat', name_pt: 'Lugar na plateia', seating: 'seated', price_cents: 4000, sold: 3 },
    { id: 22, name_en: 'Standing', name_pt: 'Em pé', seating: 'general', price_cents: 2500, sold: 0 },
  ],
};
let puts: PartnerEventOfferInput[];
let reply: (body: PartnerEventOfferInput) => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  toastStore.getState().clear();
  puts = [];
  reply = (body) =>
    answer(200, {
      status: true,
      content: {
        sessions: body.sessions.map((s, n) => ({ id: s.id ?? 100 + n, sold: 0, ...s })),
        ticket_types: body.ticket_types.map((tt, n) => ({ id: tt.id ?? 200 + n, sold: 0, ...tt })),
      },
    });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.includes('/dashboard/services/7/event-offer'))
      return answer(404, { status: false, message: 'not found' });
    if (request.method === 'PUT') {
      const body = (await request.json()) as PartnerEventOfferInput;
      puts.push(body);
      return reply(body);
    }
    return answer(200, { status: true, content: stored });
  }) as unknown as typeof fetch;
});

function renderSection(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>{children}</UiProvider>
    </QueryClientProvider>
  );
  render(<EventOfferSection serviceId={7} />, { wrapper: Wrapper });
}

const row = (name: string) => within(screen.getByRole('group', { name }));
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const retype = async (input: HTMLElement, value: string) => {
  await user.clear(input);
  await user.type(input, value);
};

describe('sessions and tickets of an event', () => {
  it('shows what is sold, keeps sold rows, and saves sessions and ticket types with prices in cents', async () => {
    renderSection();
    await screen.findByRole('heading', { name: 'Sessions and tickets' });
    expect(row('Session 1').getByText(/3 places sold\./)).toBeTruthy();
    const soldRemove = row('Session 1').getByRole('button', { name: 'Remove session 1' });
    expect(soldRemove).toHaveProperty('disabled', true);
    expect(errorOf(soldRemove)).toContain('A session with sales cannot be removed.');
    expect(row('Ticket type 1').getByRole('button', { name: 'Remove ticket type 1' })).toHaveProperty('disabled', true);
    expect((row('Ticket type 1').getByLabelText('Price (€)') as HTMLInputElement).value).toBe('40.00');

    // The unsold second session goes; a new one comes, its date field focused.
    await user.click(row('Session 2').getByRole('button', { name: 'Remove session 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a session' }));
    const date = row('Session 2').getByLabelText('Date') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(date.value).toBe('2030-05-02');
    await retype(row('Session 2').getByLabelText('Start time'), '18:05');
    await retype(row('Session 2').getByRole('spinbutton', { name: 'Places' }), '120');

    await retype(row('Ticket type 1').getByLabelText('Price (€)'), '45,5');
    await user.click(screen.getByRole('button', { name: 'Add a ticket type' }));
    await user.type(row('Ticket type 3').getByLabelText('Name in English'), 'Box');
    await user.type(row('Ticket type 3').getByLabelText('Name in Portuguese'), 'Camarote');
    await user.click(row('Ticket type 3').getByRole('radio', { name: 'Seated' }));
    await user.type(row('Ticket type 3').getByLabelText('Price (€)'), '90');
    await user.click(screen.getByRole('button', { name: 'Save sessions and tickets' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      sessions: [
        { id: 11, date: '2030-05-01', time: '21:30', capacity: 50 },
        { date: '2030-05-02', time: '18:05', capacity: 120 },
      ],
      ticket_types: [
        { id: 21, name_en: 'Stalls seat', name_pt: 'Lugar na plateia', seating: 'seated', price_cents: 4550 },
        { id: 22, name_en: 'Standing', name_pt: 'Em pé', seating: 'general', price_cents: 2500 },
        { name_en: 'Box', name_pt: 'Camarote', seating: 'seated', price_cents: 9000 },
      ],
    });
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
        ['success', 'Sessions and tickets saved; your event page shows them at once.'],
      ]),
    );
  });

  it('puts the API’s 422 on the fields it names and focuses the first', async () => {
    reply = () =>
      answer(422, {
        status: false,
        message: 'Another session is already on this day.',
        errors: {
          sessions: ['Another session is already on this day. An event has at most one session a day.'],
          'sessions.1': ['Another session is already on this day. An event has at most one session a day.'],
          'sessions.1.date': ['Another session is already on this day. An event has at most one session a day.'],
          'ticket_types.1.name_pt': ['Enter a name of 1 to 120 characters.'],
        },
      });
    renderSection();
    await screen.findByRole('heading', { name: 'Sessions and tickets' });
    await retype(row('Session 2').getByLabelText('Date'), '2030-05-01');
    await user.clear(row('Ticket type 2').getByLabelText('Name in Portuguese'));
    await user.click(screen.getByRole('button', { name: 'Save sessions and tickets' }));

    const date = row('Session 2').getByLabelText('Date');
    await waitFor(() => expect(errorOf(date)).toContain('An event has at most one session a day.'));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(row('Ticket type 2').getByLabelText('Name in Portuguese'))).toContain(
      'Enter a name of 1 to 120 characters.',
    );
    // The message is on its field only, not repeated under the list.
    expect(screen.getAllByText(/Another session is already on this day/)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(toastStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
      ['error', 'The sessions and tickets could not be saved. Check the fields.'],
    ]);
  });

  it('refuses a price that is not euros before sending, in European Portuguese', async () => {
    await i18n.changeLanguage('pt');
    renderSection();
    await screen.findByRole('heading', { name: 'Sessões e bilhetes' });
    const price = row('Tipo de bilhete 2').getByLabelText('Preço (€)');
    await retype(price, '25.999');
    await user.click(screen.getByRole('button', { name: 'Guardar sessões e bilhetes' }));
    expect(errorOf(price)).toContain('Indique um preço em euros, por exemplo 25,00.');
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(puts).toEqual([]);
  });
});
