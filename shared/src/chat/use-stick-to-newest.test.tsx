import { fireEvent, render, screen } from '@testing-library/react';
import { useStickToNewest } from './use-stick-to-newest';

// jsdom lays nothing out: the log says it is 1000 px of messages in a 300 px window.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 1000 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

function Log({ newest, mine = false }: { newest: number | null; mine?: boolean }) {
  const stick = useStickToNewest(newest, mine);
  return <div role="log" ref={stick.ref} onScroll={stick.onScroll} />;
}

function scrollTo(log: HTMLElement, top: number) {
  log.scrollTop = top;
  fireEvent.scroll(log);
}

describe('a chat log opens at its newest message', () => {
  it('opens scrolled to the bottom and follows new messages while the reader is there', () => {
    const { rerender } = render(<Log newest={11} />);
    const log = screen.getByRole('log');
    expect(log.scrollTop).toBe(1000);
    scrollTo(log, 700); // at the bottom (1000 - 300)
    log.scrollTop = 650; // a layout shift, not the reader
    rerender(<Log newest={12} />);
    expect(log.scrollTop).toBe(1000);
  });

  it('stays where the reader scrolled up to when a message arrives, and follows again once they are back down', () => {
    const { rerender } = render(<Log newest={11} />);
    const log = screen.getByRole('log');
    scrollTo(log, 200);
    rerender(<Log newest={12} />);
    expect(log.scrollTop).toBe(200);
    scrollTo(log, 690);
    rerender(<Log newest={13} />);
    expect(log.scrollTop).toBe(1000);
  });

  it('brings the reader down to a message they sent themselves, and does not move for older ones paged in', () => {
    const { rerender } = render(<Log newest={11} />);
    const log = screen.getByRole('log');
    scrollTo(log, 100);
    rerender(<Log newest={11} />); // older messages above: the newest is the same
    expect(log.scrollTop).toBe(100);
    rerender(<Log newest={12} mine />);
    expect(log.scrollTop).toBe(1000);
  });
});
