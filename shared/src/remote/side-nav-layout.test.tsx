// The dashboards' menu on a phone is one row that scrolls sideways: an arrow on each end that hides links says so,
// and the current page's link is scrolled into the middle of the row. jsdom lays nothing out, so the row's and the
// links' sizes are given here as a 390 px phone would have them.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { UiProvider } from '../ui';
import { SideNavLayout, type SideNavLink } from './side-nav-layout';

const LINKS: SideNavLink[] = ['home', 'calendar-and-bookings', 'messages', 'sales', 'services-preview', 'team'].map(
  (id) => ({ id: `dashboard.${id}`, path: `/dashboard/${id}` }),
);
// Each link 120 px wide, 4 px apart: 6 links are 740 px in a 358 px row.
const LINK_WIDTH = 120;
const ROW_WIDTH = 358;

function sized(key: string, value: (el: HTMLElement) => number) {
  const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, key);
  Object.defineProperty(HTMLElement.prototype, key, {
    configurable: true,
    get(this: HTMLElement) {
      return value(this);
    },
  });
  return () =>
    before
      ? Object.defineProperty(HTMLElement.prototype, key, before)
      : delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
}

let restore: (() => void)[] = [];
beforeEach(() => {
  const index = (el: HTMLElement) => Array.from(el.closest('ul')?.querySelectorAll('a') ?? []).indexOf(el as never);
  restore = [
    sized('scrollWidth', (el) => (el.tagName === 'UL' ? LINKS.length * (LINK_WIDTH + 4) : 0)),
    sized('clientWidth', (el) => (el.tagName === 'UL' ? ROW_WIDTH : 0)),
    sized('offsetWidth', (el) => (el.tagName === 'A' ? LINK_WIDTH : 0)),
    sized('offsetLeft', (el) => (el.tagName === 'A' ? index(el) * (LINK_WIDTH + 4) : 0)),
  ];
  // jsdom does not scroll: scrollBy moves scrollLeft as a browser would.
  HTMLElement.prototype.scrollBy = function (this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollLeft += typeof options === 'object' ? (options.left ?? 0) : 0;
    this.dispatchEvent(new Event('scroll'));
  } as never;
});
afterEach(() => restore.forEach((undo) => undo()));

function renderAt(path: string, links: readonly SideNavLink[] = LINKS) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<SideNavLayout label="Partner dashboard" links={links} />}>
            <Route path="*" element={<h1>Page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Partner dashboard' });
  const edge = (side: 'start' | 'end') => nav.querySelector<HTMLButtonElement>(`[data-edge="${side}"]`)!;
  return { row: nav.querySelector('ul')!, edge };
}

describe('the side nav on a phone', () => {
  it('shows an arrow where links are hidden, and a tap on it scrolls the row on', () => {
    const { row, edge } = renderAt('/dashboard/home');
    expect(row.scrollLeft).toBe(0);
    expect(edge('start').hidden).toBe(true);
    expect(edge('end').hidden).toBe(false);
    expect(edge('end').title).toBe('More pages of the menu');
    act(() => fireEvent.click(edge('end')));
    expect(row.scrollLeft).toBeGreaterThan(0);
    expect(edge('start').hidden).toBe(false);
    expect(edge('start').title).toBe('Earlier pages of the menu');
    act(() => {
      row.scrollLeft = LINKS.length * (LINK_WIDTH + 4) - ROW_WIDTH;
      fireEvent.scroll(row);
    });
    expect(edge('end').hidden).toBe(true);
  });

  it('scrolls the current page’s link into the middle of the row', () => {
    const { row } = renderAt('/dashboard/services-preview');
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.getAttribute('href')).toBe('/dashboard/services-preview');
    expect(row.scrollLeft).toBe(4 * (LINK_WIDTH + 4) - (ROW_WIDTH - LINK_WIDTH) / 2);
  });

  it('keeps its arrows out of the keyboard’s way and out of what a screen reader hears', () => {
    const { edge } = renderAt('/dashboard/home');
    for (const side of ['start', 'end'] as const) {
      expect(edge(side).tabIndex).toBe(-1);
      expect(edge(side).getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getAllByRole('link')).toHaveLength(LINKS.length);
  });
});

describe('the current page’s link', () => {
  const current = () => screen.getAllByRole('link', { current: 'page' }).map((a) => a.getAttribute('href'));

  it('is the link of the page’s own path only, not of the area’s home too', () => {
    renderAt('/dashboard/sales', [{ id: 'dashboard.home', path: '/dashboard' }, ...LINKS.slice(1)]);
    expect(current()).toEqual(['/dashboard/sales']);
  });

  it('is the route’s link when the route answers at another path too', () => {
    const backOffice: SideNavLink[] = [
      { id: 'super-admin.dashboard', path: '/super-admin' },
      { id: 'super-admin.sales', path: '/super-admin/sales' },
    ];
    renderAt('/super-admin/dashboard', backOffice);
    expect(current()).toEqual(['/super-admin']);
  });

  it('covers the pages below it when it says so', () => {
    renderAt('/dashboard/messages/12', [
      ...LINKS.slice(0, 2),
      { id: 'dashboard.messages', path: '/dashboard/messages', end: false },
    ]);
    expect(current()).toEqual(['/dashboard/messages']);
  });
});
