import { act, render, screen } from '@testing-library/react';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { Stars } from './stars';

addResources('catalogue', { en, pt });

describe('Stars', () => {
  afterEach(() => localeStore.getState().setLocale('en'));

  it('reads the rating with the decimal mark of the language', () => {
    const { unmount } = render(<Stars value={4.5} count={12} />, { wrapper: UiProvider });
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('4.5');
    unmount();
    act(() => localeStore.getState().setLocale('pt'));
    render(<Stars value={4.5} count={12} />, { wrapper: UiProvider });
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('4,5');
  });
});
