import { act, fireEvent, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

/** A stand-in IntersectionObserver that the test drives by hand (jsdom has none). */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean): void {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

describe('WhenNear (below-the-fold sections wait until they are wanted, ADR 008)', () => {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    FakeObserver.last = null;
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('holds the place with a placeholder of the given height until the section comes within a screen', async () => {
    const { container } = render(
      <WhenNear minHeight={340}>
        <p>cards</p>
      </WhenNear>,
    );
    expect(screen.queryByText('cards')).toBeNull();
    const placeholder = container.querySelector('[data-when-near]') as HTMLElement;
    expect(placeholder.style.minHeight).toBe('340px');
    expect(FakeObserver.last?.observed).toEqual([placeholder]);
    expect(FakeObserver.last?.options?.rootMargin).toBe('100% 0px');

    act(() => FakeObserver.last!.fire(false));
    expect(screen.queryByText('cards')).toBeNull();
    act(() => FakeObserver.last!.fire(true));
    expect(await screen.findByText('cards')).toBeTruthy();
    expect(container.querySelector('[data-when-near]')).toBeNull();
  });

  it('draws everything at the first key press, so Tab never skips a section not drawn yet', async () => {
    render(
      <WhenNear minHeight={100}>
        <a href="/x">link</a>
      </WhenNear>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
    });
    expect(await screen.findByRole('link', { name: 'link' })).toBeTruthy();
  });

  it('draws at once where IntersectionObserver does not exist', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <WhenNear minHeight={100}>
        <p>cards</p>
      </WhenNear>,
    );
    expect(screen.getByText('cards')).toBeTruthy();
  });
});
