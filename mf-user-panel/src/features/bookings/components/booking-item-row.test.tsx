import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { api } from '@mp/shared/api';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { BookingItemRow } from './booking-item-row';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const post = (api as unknown as { post: jest.Mock }).post;
addResources('userPanel', { en, pt });

const item = (open: boolean, status = 'confirmed'): ClientBookingItem =>
  ({
    id: 77,
    booking_date: '2026-12-05T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    booking_item_status: status,
    quantity: 2,
    value: 5000,
    discount: 0,
    pending_hours: 48,
    annotations: { free_cancellation: 1, cancellation_policy: 24 },
    unserialized_service: {},
    service: { id: 1, service_name: 'Alfama walking tour', duration: 120, slug: 'alfama', category_slug: 'tours' },
    booking: { id: 9, reference: 'MP-1', user: { id: 1, first_name: 'Ana', last_name: 'Silva', email: 'a@x.pt' } },
    partner: { company_id: 3, trade_name: 'Lisboa Autêntica', contact_user_id: 12 },
    free_cancellation: { offered: true, until: '2026-12-04T10:00:00Z', open },
    review: null,
  }) as unknown as ClientBookingItem;

const show = (open: boolean, status = 'confirmed') =>
  render(
    <MemoryRouter>
      <UiProvider>
        <ul>
          <BookingItemRow item={item(open, status)} />
        </ul>
      </UiProvider>
    </MemoryRouter>,
  );

beforeEach(() => act(() => localeStore.getState().setLocale('en')));
afterEach(() => jest.clearAllMocks());

describe('a booked item in the customer lists', () => {
  it('shows partner, people and the free-cancellation deadline, and cancels after confirmation', async () => {
    post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { id: 77, booking_item_status: 'cancelled' } } });
    show(true);
    expect(screen.getByText(/By Lisboa Autêntica/)).toBeTruthy();
    expect(screen.getByText(/2 people/)).toBeTruthy();
    expect(screen.getByTestId('free-cancellation').textContent).toMatch(/^Free cancellation until /);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(post).toHaveBeenCalledWith('client-book-items/77/cancel', {});
    expect(await screen.findByText(/Cancelled. The refund is on its way/)).toBeTruthy();
  });

  it('after the window offers "message the partner" instead of cancelling (in pt too)', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    show(false);
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(screen.getByTestId('free-cancellation').textContent).toBe('O prazo de cancelamento gratuito terminou.');
    post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { id: 5 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem ao parceiro' }));
    expect(post).toHaveBeenCalledWith('chat/create', { user: 12 });
  });

  it('offers no review for a gift card (complete once paid; the service it buys is what gets reviewed)', () => {
    const gift = { ...item(false, 'completed'), unserialized_service: { kind: 'gift_card' } } as unknown as ClientBookingItem;
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={gift} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('offers a review for a completed item; the server’s field errors land on the fields', async () => {
    show(false, 'completed');
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const text = await screen.findByLabelText(/Your review/);
    await userEvent.type(text, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValue({ ok: false, status: 422, body: {}, errors: { text: ['Keep it friendly.'] } });
    await userEvent.type(text, ', but now long enough');
    await userEvent.selectOptions(screen.getByLabelText(/Your rating/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(post).toHaveBeenCalledWith('client-book-items/77/review', { stars: 4, text: 'Too short, but now long enough', language: 'en' });
    expect(await screen.findByText('Keep it friendly.')).toBeTruthy();
  });
});
