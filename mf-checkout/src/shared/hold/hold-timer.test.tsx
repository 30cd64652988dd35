import { act, fireEvent, screen, within } from '@testing-library/react';
import { api, type ApiResult } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import type { CartItem } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderScreen } from '../../test-support/render';
import { holdStore, type HoldState } from './hold-store';
import { HoldTimer } from './hold-timer';

addResources('checkout', { en, pt });

const tour = { id: 'tour', name: 'Sintra day tour' } as CartItem;
const boat = { id: 'boat', name: 'Tagus sunset cruise' } as CartItem;

function holdUntil(msFromNow: number, skewMs = 0): HoldState {
  const now = Date.now();
  return {
    hold: {
      expires_at: new Date(now + skewMs + msFromNow).toISOString(),
      now: new Date(now + skewMs).toISOString(),
      minutes: 15,
      lines: [],
    },
    skewMs,
    refused: null,
  };
}

function renderTimer(state: HoldState | null) {
  act(() => holdStore.setState({ state }));
  return renderScreen(<HoldTimer items={[tour, boat]} />);
}

const clock = () => screen.getByTestId('hold-clock').textContent;
const spoken = () => screen.getByTestId('hold-announcement').textContent;

beforeEach(async () => {
  jest.useFakeTimers();
  holdStore.setState({ state: null });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the hold countdown', () => {
  it('counts down from the server’s expires_at, corrected for a device clock that is 2 minutes behind', () => {
    renderTimer(holdUntil(14 * 60_000 + 32_000, 2 * 60_000));
    expect(screen.getByTestId('hold-timer').textContent).toBe("We're holding your places for 14:32");
    act(() => jest.advanceTimersByTime(2000));
    expect(clock()).toBe('14:30');
  });

  it('tells a screen reader only at 5 minutes, at 1 minute and at the end', () => {
    renderTimer(holdUntil(5 * 60_000 + 2_000));
    expect(spoken()).toBe('');
    act(() => jest.advanceTimersByTime(1000));
    expect(spoken()).toBe('');
    act(() => jest.advanceTimersByTime(2000));
    expect(spoken()).toBe('5 minutes left: your places are held until then.');
    act(() => jest.advanceTimersByTime(60_000));
    // Still the same message: nothing new was said each second.
    expect(spoken()).toBe('5 minutes left: your places are held until then.');
    act(() => jest.advanceTimersByTime(3 * 60_000));
    expect(spoken()).toBe('1 minute left: your places are held until then.');
    expect(clock()).toBe('0:59');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByTestId('hold-timer')).toBeNull();
    expect(screen.getByTestId('hold-ended').textContent).toContain('We are no longer holding your places');
    expect(spoken()).toBe(
      'We are no longer holding your places: other travellers can book them now. Hold them again to carry on.',
    );
  });

  it('at the end, "Hold again" holds for a new window', async () => {
    renderTimer(holdUntil(1000));
    act(() => jest.advanceTimersByTime(2000));
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      const now = new Date();
      return {
        ok: true,
        status: 200,
        data: {
          status: true,
          content: {
            expires_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
            now: now.toISOString(),
            minutes: 15,
            lines: [],
          },
        },
      } as ApiResult<never>;
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hold again' }));
    });
    expect(post).toHaveBeenCalledWith('cart/hold', {}, expect.anything());
    expect(clock()).toBe('15:00');
  });

  it('when the places are gone, names the line, says why and leads back to the cart, in en and pt', async () => {
    renderTimer(holdUntil(1000));
    act(() => jest.advanceTimersByTime(2000));
    jest.spyOn(api, 'post').mockResolvedValue({
      ok: false,
      status: 422,
      body: null,
      errors: { 'items.1': ['This date is sold out. Choose another date or remove this item.'] },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hold again' }));
    });
    const panel = screen.getByTestId('hold-refused');
    expect(within(panel).getByRole('alert').textContent).toBe('The places of this line are no longer available:');
    expect(within(panel).getByRole('listitem').textContent).toBe(
      'Tagus sunset cruise: This date is sold out. Choose another date or remove this item.',
    );
    expect(within(panel).getByRole('link', { name: 'Back to the cart to change them' }).getAttribute('href')).toBe(
      '/cart',
    );
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(within(panel).getByRole('alert').textContent).toBe('Os lugares desta linha já não estão disponíveis:');
    expect(within(panel).getByRole('link', { name: 'Voltar ao carrinho para os alterar' })).toBeTruthy();
  });

  it('shows nothing when nothing is held (a gift card only) and in pt says it in Portuguese', async () => {
    const { unmount } = renderTimer({
      hold: { expires_at: null, now: new Date().toISOString(), minutes: 15, lines: [] },
      skewMs: 0,
      refused: null,
    });
    expect(screen.queryByTestId('hold-timer')).toBeNull();
    expect(screen.queryByTestId('hold-ended')).toBeNull();
    unmount();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    renderTimer(holdUntil(10 * 60_000));
    expect(screen.getByTestId('hold-timer').textContent).toBe('Guardamos os seus lugares durante 10:00');
  });
});
