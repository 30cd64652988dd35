import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { localeStore } from '../stores';
import { createRemoteApp, type RemotePageProps } from './create-remote-app';

// The remote's own strings arrive as its locale chunks would: one request per language, answered when the test says.
const requested: string[] = [];
const answers = new Map<string, () => void>();
function localeChunk(language: string, strings: object): () => Promise<object> {
  return () => {
    requested.push(language);
    return new Promise((resolve) => answers.set(language, () => resolve({ default: strings })));
  };
}
const answer = (language: string) => act(async () => answers.get(language)?.());

function Greeting(): ReactNode {
  const { t } = useTranslation('test-catalogue');
  return <p>{t('hello')}</p>;
}

function Broken(): ReactNode {
  throw new Error('page crashed');
}

function OlderGreeting(): ReactNode {
  const { t } = useTranslation('test-older');
  return <p>{t('hello')}</p>;
}

function Search({ title, params }: RemotePageProps): ReactNode {
  return (
    <h1>
      {title}: {params.term}
    </h1>
  );
}

const app = createRemoteApp({
  name: 'mf-catalogue',
  namespace: 'test-catalogue',
  resources: { en: localeChunk('en', { hello: 'Hello' }), pt: localeChunk('pt', { hello: 'Olá' }) },
  pages: { search: Search, faqs: Broken, 'press-kit': Greeting },
});

async function mountAt(path: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mf-catalogue', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
  await app.bootstrap(props);
  await act(() => app.mount(props));
  return domElement;
}

async function unmount(el: HTMLElement): Promise<void> {
  const props = { name: 'mf-catalogue', domElement: el, singleSpa: {}, mountParcel: () => undefined } as never;
  await act(() => app.unmount(props));
  el.remove();
}

describe('createRemoteApp: single-spa lifecycles of a remote', () => {
  afterEach(() => localeStore.getState().setLocale('en'));

  // Runs first: the page (en, as this test file starts) asked for its strings when the remote's code ran.
  it("renders only once the page language's strings are in, and loads the other language only at a switch", async () => {
    expect(requested).toEqual(['en']);
    window.history.replaceState(null, '', '/press-kit');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mf-catalogue', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
    let mounted = false;
    const mounting = app.mount(props).then(() => (mounted = true));
    await act(() => Promise.resolve());
    expect(mounted).toBe(false);
    expect(domElement.textContent).toBe('');
    await answer('en');
    await act(() => mounting);
    await waitFor(() => expect(domElement.textContent).toBe('Hello'));
    expect(requested).toEqual(['en']);

    // A switch to pt asks for the pt strings and keeps the en words on screen until they are in: never keys.
    act(() => localeStore.getState().setLocale('pt'));
    expect(requested).toEqual(['en', 'pt']);
    expect(domElement.textContent).toBe('Hello');
    await answer('pt');
    await waitFor(() => expect(domElement.textContent).toBe('Olá'));
    await unmount(domElement);
  });

  it('still takes both languages inline from a remote built before strings loaded per language (a rolled-back one)', async () => {
    const older = createRemoteApp({
      name: 'mf-catalogue',
      namespace: 'test-older',
      resources: { en: { hello: 'Hello from before' }, pt: { hello: 'Olá de antes' } },
      pages: { 'press-kit': OlderGreeting },
    });
    window.history.replaceState(null, '', '/press-kit');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = { name: 'mf-catalogue', domElement, singleSpa: {}, mountParcel: () => undefined } as never;
    await act(() => older.mount(props));
    await waitFor(() => expect(domElement.textContent).toBe('Hello from before'));
    act(() => localeStore.getState().setLocale('pt'));
    await waitFor(() => expect(domElement.textContent).toBe('Olá de antes'));
    await act(() => older.unmount(props));
    domElement.remove();
  });

  it('mounts the page frame of the route with its translated title and <title>', async () => {
    const el = await mountAt('/about-us');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us'));
    expect(document.title).toBe('About us | Roteiro');
    await unmount(el);
    expect(el.innerHTML).toBe('');
  });

  it('re-renders in the new language without remounting (one shared i18next)', async () => {
    const el = await mountAt('/pt/about-us');
    act(() => {
      localeStore.getState().setLocale('pt');
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sobre nós'));
    act(() => {
      localeStore.getState().setLocale('en');
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us'));
    await unmount(el);
  });

  it('passes route params to a page of the remote', async () => {
    const el = await mountAt('/search/sintra');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results: sintra'));
    await unmount(el);
  });

  it('renders nothing on a path the remote does not own', async () => {
    const el = await mountAt('/cart');
    expect(el.textContent).toBe('');
    await unmount(el);
  });

  it('contains a crashing page in the unavailable panel, whose retry renders it again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = await mountAt('/faqs');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of the page is unavailable right now.');
    const calls = error.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The page is rendered again (and crashes again, caught again).
    await screen.findByRole('alert');
    expect(error.mock.calls.length).toBeGreaterThan(calls);
    await unmount(el);
    error.mockRestore();
  });

  it('tells the shell the remote failed when its error boundary catches a crash (the canary health report, ADR 039)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed: unknown[] = [];
    const listener = (event: Event) => failed.push((event as CustomEvent).detail);
    window.addEventListener('mp:remote-error', listener);
    const el = await mountAt('/faqs');
    await screen.findByRole('alert');
    expect(failed).toEqual([{ remote: 'mf-catalogue' }]);
    window.removeEventListener('mp:remote-error', listener);
    await unmount(el);
    error.mockRestore();
  });
});
