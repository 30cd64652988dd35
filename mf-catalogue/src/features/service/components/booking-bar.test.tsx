import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { BookingBar } from './booking-bar';

addResources('catalogue', { en, pt });

/** A stand-in IntersectionObserver the test drives by hand (jsdom has none). */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  fire(target: Element, isIntersecting: boolean): void {
    act(() =>
      this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

function Page() {
  const box = useRef<HTMLElement>(null);
  const end = useRef<HTMLDivElement>(null);
  return (
    <UiProvider>
      <p>Description</p>
      <aside ref={box} tabIndex={-1} aria-label="Booking box" data-testid="box">
        box
      </aside>
      <div ref={end} data-testid="end" />
      <BookingBar target={box} pageEnd={end} fromPrice="€45.00" />
    </UiProvider>
  );
}

describe('phone booking bar', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    FakeObserver.last = null;
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    act(() => localeStore.getState().setLocale('en'));
  });

  it('says the from price, and hides while the booking box or the end of the page is on screen', () => {
    const { unmount } = render(<Page />);
    const bar = screen.getByTestId('booking-bar');
    expect(bar.textContent).toContain('From €45.00');
    expect(bar.getAttribute('data-shown')).toBe('true');
    const observer = FakeObserver.last!;
    const box = screen.getByTestId('box');
    const end = screen.getByTestId('end');
    expect(observer.observed).toEqual([box, end]);

    observer.fire(box, true);
    expect(bar.getAttribute('data-shown')).toBe('false');
    expect(getComputedStyle(bar).visibility).toBe('hidden');
    observer.fire(box, false);
    expect(bar.getAttribute('data-shown')).toBe('true');
    expect(getComputedStyle(bar).visibility).toBe('visible');
    observer.fire(end, true);
    expect(bar.getAttribute('data-shown')).toBe('false');
    observer.fire(end, false);
    expect(bar.getAttribute('data-shown')).toBe('true');

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('its button scrolls to the booking box and puts the focus there', async () => {
    const scrolled: unknown[] = [];
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement, options?: unknown) {
      scrolled.push([this.getAttribute('data-testid'), options]);
    };
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(scrolled).toEqual([['box', { behavior: 'smooth', block: 'start' }]]);
    expect(document.activeElement).toBe(screen.getByTestId('box'));
  });

  it('speaks Portuguese in pt', () => {
    act(() => localeStore.getState().setLocale('pt'));
    render(<Page />);
    expect(screen.getByTestId('booking-bar').textContent).toContain('Desde €45.00');
    expect(screen.getByRole('button', { name: 'Ver disponibilidade' })).toBeTruthy();
  });
});
