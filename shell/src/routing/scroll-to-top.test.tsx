// A service page opened from the header's search (or any other chrome link) starts at the top, not at the scroll
// position of the page the visitor left; back/forward and a language switch keep theirs.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { ShellRouter } from './scroll-to-top';

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      go {to}
    </button>
  );
}

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.history.replaceState(null, '', '/search/sintra');
});

const shell = (...targets: string[]) =>
  render(
    <ShellRouter>
      {targets.map((to) => (
        <Go key={to} to={to} />
      ))}
    </ShellRouter>,
  );

describe('shell scroll on a new page', () => {
  it('does not scroll when the page first loads', () => {
    shell('/pena-palace-tour');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page the chrome navigates to (the search box’s suggestion) at its top', async () => {
    shell('/pena-palace-tour');
    await userEvent.click(screen.getByRole('button', { name: 'go /pena-palace-tour' }));
    expect(window.location.pathname).toBe('/pena-palace-tour');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the position when only the language changes', async () => {
    shell('/pt/search/sintra');
    await userEvent.click(screen.getByRole('button', { name: 'go /pt/search/sintra' }));
    expect(window.location.pathname).toBe('/pt/search/sintra');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves back/forward (and another router’s navigation, replayed as a popstate) to the browser', () => {
    shell();
    act(() => {
      window.history.pushState(null, '', '/pena-palace-tour');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
