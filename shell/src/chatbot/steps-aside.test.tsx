// The Help button covered "Add to cart" and the quantity "+" on phones. Now, on a phone, it steps aside while one
// of the page's controls is under it and comes back when the spot is clear; on a desktop it stays put.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { addResources } from '@mp/shared/i18n';
import { PHONE_HEADER_MEDIA } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { ChatbotLauncher } from './chatbot-launcher';

addResources('shell', { en, pt });

function viewport(phone: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone && query === PHONE_HEADER_MEDIA,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

/** What the browser's hit test finds at any point of the screen (jsdom has no layout). */
let underneath: () => Element[];
const originalElementsFromPoint = document.elementsFromPoint;

beforeEach(() => {
  window.history.replaceState(null, '', '/guincho-surf-lesson');
  underneath = () => [];
  document.elementsFromPoint = (() => [
    ...underneath(),
    document.body,
    document.documentElement,
  ]) as typeof document.elementsFromPoint;
});
afterAll(() => {
  document.elementsFromPoint = originalElementsFromPoint;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function page() {
  const view = render(
    <UiProvider>
      <BrowserRouter>
        <p data-testid="text">About this tour</p>
        <button type="button">Add to cart</button>
        <ChatbotLauncher />
      </BrowserRouter>
    </UiProvider>,
  );
  return {
    ...view,
    help: screen.getByRole('button', { name: 'Help' }),
    addToCart: screen.getByRole('button', { name: 'Add to cart' }),
    text: screen.getByTestId('text'),
  };
}

const scroll = async () => {
  await act(async () => {
    fireEvent.scroll(window);
    await new Promise((resolve) => window.requestAnimationFrame(() => resolve(null)));
  });
};

describe('Help button on a phone', () => {
  it('steps aside while "Add to cart" is under it and comes back when the page scrolls it away', async () => {
    viewport(true);
    const { help, addToCart, text } = page();
    underneath = () => [text];
    await scroll();
    expect(help.getAttribute('data-aside')).toBe('false');
    expect(getComputedStyle(help).transform).toBe('none');

    // The page scrolls "Add to cart" under the button: it slides off the edge.
    underneath = () => [addToCart];
    await scroll();
    expect(help.getAttribute('data-aside')).toBe('true');
    expect(getComputedStyle(help).transform).toMatch(/^translateX/);
    // Still there for the keyboard and screen readers.
    expect(screen.getByRole('button', { name: 'Help' })).toBe(help);

    underneath = () => [text];
    await scroll();
    expect(help.getAttribute('data-aside')).toBe('false');
  });

  it('counts a control reached through its inner text (the "+" glyph inside a stepper button)', async () => {
    viewport(true);
    const { help, addToCart } = page();
    const glyph = document.createElement('span');
    glyph.textContent = '+';
    addToCart.appendChild(glyph);
    underneath = () => [glyph];
    await scroll();
    expect(help.getAttribute('data-aside')).toBe('true');
  });

  it('on a desktop it stays where it is', async () => {
    viewport(false);
    const { help, addToCart } = page();
    underneath = () => [addToCart];
    await scroll();
    expect(help.getAttribute('data-aside')).toBe('false');
  });
});
