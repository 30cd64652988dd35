import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { localeStore } from '../stores';
import { RemoteRoot, type RemoteAppOptions, type RemotePageProps } from './create-remote-app';
import { LinkButton } from './link-button';
import { SideNavLayout } from './side-nav-layout';
import { usePathTo } from './use-path-to';

let mounts = 0;

/** A page using react-router's hooks and the typed path builders. */
function TeamEdit({ params }: RemotePageProps): ReactNode {
  const fromRouter = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const to = usePathTo();
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <>
      <h1>
        Member {fromRouter.id} / {params.id} tab {search.get('tab') ?? 'none'}
      </h1>
      <button type="button" onClick={() => setSearch({ tab: 'rights' })}>
        rights
      </button>
      <Link to={to('dashboard.team-edit', { id: 8 })}>next member</Link>
      <Link to={to('cart')}>cart</Link>
      <LinkButton href={to('dashboard.team')} variant="secondary">
        team
      </LinkButton>
      <button type="button" onClick={() => navigate(to('dashboard.sales'))}>
        sales
      </button>
    </>
  );
}

function Layout(): ReactNode {
  return <SideNavLayout label="Partner dashboard" links={[{ id: 'dashboard.sales', path: '/dashboard/sales' }]} />;
}

const options: RemoteAppOptions = {
  name: 'mf-partner-dashboard',
  namespace: 'test-dashboard',
  resources: { en: async () => ({}), pt: async () => ({}) },
  pages: { 'dashboard.team-edit': TeamEdit },
  layouts: { dashboard: Layout },
};

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<RemoteRoot options={options} />);
}

describe('a remote renders its pages through react-router', () => {
  // jsdom has no scrolling; a new page calls window.scrollTo(0, 0).
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  beforeEach(() => {
    scrollTo.mockClear();
    mounts = 0;
  });
  afterEach(() => {
    act(() => localeStore.getState().setLocale('en'));
  });

  it('renders the page in its area layout, with params and search params from the hooks', async () => {
    renderAt('/dashboard/profile/team/edit/7?tab=info');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Member 7 / 7 tab info');
    expect(screen.getByRole('navigation', { name: 'Partner dashboard' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'rights' }));
    expect(window.location.search).toBe('?tab=rights');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Member 7 / 7 tab rights');
  });

  it('moves between two URLs of one route without remounting the page, and back again', async () => {
    renderAt('/dashboard/profile/team/edit/7');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'next member' }));
    expect(window.location.pathname).toBe('/dashboard/profile/team/edit/8');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Member 8 / 8');
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Member 7 / 7'));
    expect(mounts).toBe(1);
  });

  it('keeps the page mounted when the language prefix changes, and links in the new language', async () => {
    renderAt('/dashboard/profile/team/edit/7');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      localeStore.getState().setLocale('pt');
      window.history.pushState(null, '', '/pt/dashboard/profile/team/edit/7');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'cart' }).getAttribute('href')).toBe('/pt/cart'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Member 7 / 7');
    expect(mounts).toBe(1);
  });

  it('marks the current side-nav link and navigates with navigate()', async () => {
    renderAt('/dashboard/profile/team/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'sales' }));
    expect(window.location.pathname).toBe('/dashboard/sales');
    const link = await screen.findByRole('link', { name: 'Sales' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('follows a LinkButton like a link, opening the new page at its top', async () => {
    renderAt('/dashboard/profile/team/edit/7');
    await userEvent.click(await screen.findByRole('link', { name: 'team' }));
    expect(window.location.pathname).toBe('/dashboard/profile/team');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it("renders nothing once a link leads to another remote's path (single-spa mounts that one)", async () => {
    const { container } = renderAt('/dashboard/profile/team/edit/7');
    await userEvent.click(await screen.findByRole('link', { name: 'cart' }));
    expect(window.location.pathname).toBe('/cart');
    expect(container.textContent).toBe('');
  });

  it('never renders its catch-all where the table gives the path to another remote or to nobody', () => {
    const { container } = render(
      <RemoteRoot options={{ ...options, name: 'mf-catalogue', pages: { service: () => <h1>service</h1> } }} />,
    );
    for (const path of ['/cart', '/dashboard/sales', '/robots.txt']) {
      act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(container.textContent).toBe('');
    }
    act(() => {
      window.history.pushState(null, '', '/lisbon-tour');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(container.textContent).toBe('service');
  });
});
