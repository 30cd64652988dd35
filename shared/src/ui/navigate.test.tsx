import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { navigateTo, subscribeToNavigation, usePathname } from './navigate';

function Where(): ReactNode {
  return <p>{usePathname()}</p>;
}

describe('navigation hooks (ADR 007: no router library)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('usePathname follows navigateTo and the back button', () => {
    window.history.replaceState(null, '', '/experiences');
    render(<Where />);
    expect(screen.getByText('/experiences')).toBeTruthy();
    act(() => navigateTo('/pt/wellness'));
    expect(screen.getByText('/pt/wellness')).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/cart');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/cart')).toBeTruthy();
  });

  it("subscribeToNavigation hears single-spa's routing event and stops after unsubscribe", () => {
    const seen: string[] = [];
    const stop = subscribeToNavigation(() => seen.push(window.location.pathname));
    window.dispatchEvent(new Event('single-spa:routing-event'));
    stop();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(seen).toEqual(['/']);
  });
});
