import { act, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { AfterFooter, FOOTER_HOST_ID, keepServerFooter, LaterFooter } from './later-footer';

addResources('shell', { en, pt });

/** The page as the gateway serves it: #app holding the drawn header, main and footer. */
function drawnPage(): HTMLElement {
  document.body.innerHTML =
    '<div id="app"><header>Drawn header</header><main id="main-content"></main>' +
    '<footer class="mp-sk-footer" aria-label="Site footer"><ul><li><a href="/about-us">About us</a></li>' +
    '<li><a href="/faqs">FAQs</a></li></ul></footer></div>';
  return document.getElementById('app')!;
}

const mount = (host: HTMLElement | null, app: HTMLElement) =>
  render(
    <UiProvider>
      <BrowserRouter>
        <LaterFooter host={host} />
      </BrowserRouter>
    </UiProvider>,
    { container: app },
  );

afterEach(() => {
  act(() => localeStore.getState().setLocale('en'));
  document.body.innerHTML = '';
});

describe('the footer at start-up', () => {
  it('keeps the drawn footer out of React’s way, after #app, until the visitor does something', async () => {
    const app = drawnPage();
    const host = keepServerFooter(app);
    expect(host?.id).toBe(FOOTER_HOST_ID);
    expect(app.nextElementSibling).toBe(host);
    mount(host, app);
    // React replaced what #app held; the drawn footer is still there, and no React footer yet.
    expect(screen.queryByText('Drawn header')).toBeNull();
    expect(host!.querySelectorAll('footer')).toHaveLength(1);
    expect(host!.querySelector('footer')?.className).toBe('mp-sk-footer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host!.querySelector('footer')?.className).toBe('mp-sk-footer');
  });

  it('draws the shell’s footer in its place at the first key, keeping the focus on the same link', async () => {
    const app = drawnPage();
    const host = keepServerFooter(app)!;
    mount(host, app);
    const drawnLink = host.querySelector<HTMLAnchorElement>('a[href="/faqs"]')!;
    act(() => drawnLink.focus());
    await waitFor(() => expect(host.querySelectorAll('footer')).toHaveLength(1));
    await waitFor(() => expect(host.querySelector('footer')?.className).not.toBe('mp-sk-footer'));
    expect(screen.getByRole('contentinfo')).toBe(host.querySelector('footer'));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Frequently asked questions' }));
    expect(drawnLink.isConnected).toBe(false);
  });

  it('draws the shell’s footer when the language changes, in that language', async () => {
    const app = drawnPage();
    const host = keepServerFooter(app)!;
    mount(host, app);
    act(() => localeStore.getState().setLocale('pt'));
    await waitFor(() => expect(host.querySelector('footer')?.className).not.toBe('mp-sk-footer'));
    expect(host.querySelector('a[href^="/pt/"]')).not.toBeNull();
  });

  it('draws the footer at once in place when the page came without a drawn one', async () => {
    document.body.innerHTML = '<div id="app"></div>';
    const app = document.getElementById('app')!;
    expect(keepServerFooter(app)).toBeNull();
    mount(null, app);
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(app.querySelector('footer')).not.toBeNull();
  });
});

describe('what follows the footer', () => {
  it('draws a floating control after the footer, so Tab reaches it after the footer’s links', () => {
    const app = drawnPage();
    const host = keepServerFooter(app)!;
    render(
      <UiProvider>
        <BrowserRouter>
          <LaterFooter host={host} />
          <AfterFooter>
            <button type="button">Help</button>
          </AfterFooter>
        </BrowserRouter>
      </UiProvider>,
      { container: app },
    );
    const help = screen.getByRole('button', { name: 'Help' });
    const lastFooterLink = host.querySelector('a[href="/faqs"]')!;
    expect(lastFooterLink.compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(app.contains(help)).toBe(false);
  });
});
