// The chrome's styles are one plain stylesheet added once, not styled components compiled at start-up
// (docs/adr/054): its parts carry their own class alone, and the rules for those classes are on the page.
import { act, render } from '@testing-library/react';
import { AppShell } from './app-shell';
import { CHROME_CLASS, CHROME_CSS, CHROME_STYLE_ID, ensureChromeStyle } from './chrome-style';

afterEach(() => document.getElementById(CHROME_STYLE_ID)?.remove());

describe('the chrome stylesheet', () => {
  it('has rules for every class the chrome uses, phone rules included', () => {
    for (const name of Object.values(CHROME_CLASS)) expect(CHROME_CSS).toContain(`.${name}{`);
    expect(CHROME_CSS).toMatch(/@media [^{]+\{\.mp-header \.top\{/);
    // Balanced braces: a missing one would swallow the rules after it.
    expect(CHROME_CSS.split('{').length).toBe(CHROME_CSS.split('}').length);
  });

  it('is added to the document once', () => {
    ensureChromeStyle();
    ensureChromeStyle();
    const styles = document.querySelectorAll(`#${CHROME_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(CHROME_CSS);
  });

  it('is on the page when the chrome first commits, and the header is styled by it, not by a styled component', async () => {
    await act(async () => {
      render(<AppShell />);
    });
    expect(document.getElementById(CHROME_STYLE_ID)?.textContent).toBe(CHROME_CSS);
    const header = document.querySelector('header');
    // A styled component would add its generated classes (sc-…) beside or instead of this one.
    expect(header?.className).toBe(CHROME_CLASS.header);
    expect(document.querySelector('form[role="search"]')?.className).toBe(CHROME_CLASS.search);
  });
});
