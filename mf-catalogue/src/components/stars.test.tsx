import { render, screen } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { Stars } from './stars';

addResources('catalogue', { en, pt });

describe('Stars', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('reads the rating with the decimal mark of the language', async () => {
    const { unmount } = render(<Stars value={4.5} count={12} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('4.5');
    unmount();
    await i18n.changeLanguage('pt');
    render(<Stars value={4.5} count={12} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('4,5');
  });
});
