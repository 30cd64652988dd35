/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// A restaurant's "Tables and opening hours" (docs/adr/044): the stored periods per weekday, a period added and one
// removed, the slot, covers and who confirms sent together with PUT, the saved toast, and the API's 422 on the fields
// it names.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import type { RestaurantBookingRules } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { RestaurantRulesSection } from './restaurant-rules-section';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Lunch and dinner on Monday (1), lunch on Saturday (6); closed on the other days. */
const stored: RestaurantBookingRules = {
  slot_minutes: 30,
  covers_per_slot: 20,
  confirmation: 'partner',
  opening_hours: [
    { weekday: 1, opens: '19:00', closes: '22:00' },
    { weekday: 1, opens: '12:00', closes: '15:00' },
    { weekday: 6, opens: '12:00', closes: '16:00' },
  ],
};
let puts: RestaurantBookingRules[];
let reply: (body: RestaurantBookingRules) => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  toastStore.getState().clear();
  puts = [];
  reply = (body) => answer(200, { status: true, content: body });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.includes('/dashboard/services/7/restaurant-rules'))
      return answer(404, { status: false, message: 'not found' });
    if (request.method === 'PUT') {
      const body = (await request.json()) as RestaurantBookingRules;
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
  render(<RestaurantRulesSection serviceId={7} />, { wrapper: Wrapper });
}

const day = (name: string) => within(screen.getByRole('group', { name }));
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const setTime = async (input: HTMLElement, value: string) => {
  await user.clear(input);
  await user.type(input, value);
};

describe('tables and opening hours of a restaurant', () => {
  it('shows each weekday’s periods in order, and saves periods, slot, covers and confirmation together', async () => {
    renderSection();
    await screen.findByRole('heading', { name: 'Tables and opening hours' });
    const monday = day('Monday');
    expect(monday.getAllByLabelText('Opens').map((i) => (i as HTMLInputElement).value)).toEqual(['12:00', '19:00']);
    expect(monday.getAllByLabelText('Closes').map((i) => (i as HTMLInputElement).value)).toEqual(['15:00', '22:00']);
    expect(day('Sunday').getByText('Closed')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'I confirm each request' })).toHaveProperty('checked', true);

    // Sunday opens for lunch: the new period's opening field takes the focus.
    await user.click(day('Sunday').getByRole('button', { name: 'Add a period on Sunday' }));
    const sundayOpens = day('Sunday').getByLabelText('Opens');
    await waitFor(() => expect(document.activeElement).toBe(sundayOpens));
    await setTime(sundayOpens, '12:30');
    // Saturday closes.
    await user.click(day('Saturday').getByRole('button', { name: 'Remove Saturday, period 1' }));
    expect(day('Saturday').getByText('Closed')).toBeTruthy();
    const slot = screen.getByRole('spinbutton', { name: 'Slot length (minutes)' });
    await user.clear(slot);
    await user.type(slot, '45');
    const covers = screen.getByRole('spinbutton', { name: 'Covers per slot' });
    await user.clear(covers);
    await user.type(covers, '12');
    await user.click(screen.getByRole('radio', { name: 'Confirm at once' }));
    await user.click(screen.getByRole('button', { name: 'Save tables and opening hours' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      slot_minutes: 45,
      covers_per_slot: 12,
      confirmation: 'instant',
      opening_hours: [
        { weekday: 0, opens: '12:30', closes: '15:00' },
        { weekday: 1, opens: '12:00', closes: '15:00' },
        { weekday: 1, opens: '19:00', closes: '22:00' },
      ],
    });
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
        ['success', 'Tables and opening hours saved; your page shows the new times at once.'],
      ]),
    );
  });

  it('puts the API’s 422 on the period and the field it names', async () => {
    reply = () =>
      answer(422, {
        status: false,
        message: 'This period overlaps another period of the same day.',
        errors: {
          'opening_hours.1.opens': ['This period overlaps another period of the same day.'],
          covers_per_slot: ['Enter 1 to 1000 covers per slot.'],
        },
      });
    renderSection();
    await screen.findByRole('heading', { name: 'Tables and opening hours' });
    // Monday's dinner now starts during lunch.
    await setTime(day('Monday').getAllByLabelText('Opens')[1]!, '14:00');
    await user.click(screen.getByRole('button', { name: 'Save tables and opening hours' }));

    const dinner = day('Monday').getAllByLabelText('Opens')[1]!;
    await waitFor(() => expect(errorOf(dinner)).toContain('This period overlaps another period of the same day.'));
    expect(dinner.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(day('Monday').getAllByLabelText('Opens')[0]!)).toBe('');
    expect(errorOf(screen.getByRole('spinbutton', { name: 'Covers per slot' }))).toContain(
      'Enter 1 to 1000 covers per slot.',
    );
    await waitFor(() => expect(document.activeElement).toBe(dinner));
    // The toast says the save failed; the reasons are on the fields, not repeated in it.
    expect(toastStore.getState().toasts.map((t) => [t.kind, t.message])).toEqual([
      ['error', 'The tables and opening hours could not be saved. Check the fields.'],
    ]);
  });

  it('refuses a slot length that is not a whole number before sending, in European Portuguese', async () => {
    await i18n.changeLanguage('pt');
    renderSection();
    await screen.findByRole('heading', { name: 'Mesas e horário' });
    expect(day('Segunda-feira').getAllByLabelText('Abre')).toHaveLength(2);
    const slot = screen.getByRole('spinbutton', { name: 'Duração do intervalo (minutos)' });
    await user.clear(slot);
    await user.click(screen.getByRole('button', { name: 'Guardar mesas e horário' }));
    expect(errorOf(slot)).toContain('Indique um número inteiro.');
    expect(puts).toEqual([]);
  });
});
