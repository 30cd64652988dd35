// A page downloads only its own language's strings (docs/adr/053): the shell's and the page's remote's come as a chunk
// per language (`shell-pt.<hash>.js`, `locale-pt.<hash>.js`), the common strings as a JSON file per language from the
// shell's folder. The other language is fetched when the visitor switches, and the page shows it in words, never keys.
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { matchRoute, type RouteDef } from '../support/site';
import { expectFrame, header, switchLocale } from '../support/ui';

const STRINGS_CHUNK = /\/(shell|locale)-(en|pt)\.[0-9a-f]+\.js$/;
// Named `<language>.<8 hex>.json` (an older build: webpack's bare 20-hex hash), told apart by their words below.
const COMMON_FILE = /^\/shell\/(?:[a-z]+\.[0-9a-f]{8}|[0-9a-f]{20})\.json$/;
const experiences = matchRoute('/experiences')?.route as RouteDef;

/** The common strings' language, told by a string every page has (the 500 screen's title). */
async function commonLanguage(response: Response): Promise<string> {
  const strings = (await response.json()) as { app?: { serverError?: string } };
  return { 'Internal Server Error': 'en', 'Erro interno do servidor': 'pt' }[strings.app?.serverError ?? ''] ?? '?';
}

/** The strings the page asks for, as `<namespace>-<language>` (`locale` is the page's remote). */
function recordStringChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    const match = STRINGS_CHUNK.exec(pathname);
    if (match) seen.push(`${match[1]}-${match[2]}`);
    else if (COMMON_FILE.test(pathname)) seen.push(`common-${await commonLanguage(response)}`);
  });
  return seen;
}

for (const [path, locale, other] of [
  ['/experiences', 'en', 'pt'],
  ['/pt/experiences', 'pt', 'en'],
] as const) {
  test(`${path} loads the ${locale} strings alone, and the ${other} ones only at a switch`, async ({ page }) => {
    const chunks = recordStringChunks(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expectFrame(page, experiences, locale);
    await expect.poll(() => [...chunks].sort()).toEqual([`common-${locale}`, `locale-${locale}`, `shell-${locale}`]);

    const headerBefore = await header(page).innerText();
    await switchLocale(page, locale, other);
    await expectFrame(page, experiences, other);
    await expect
      .poll(() => header(page).innerText(), { message: 'the header shows the new language' })
      .not.toBe(headerBefore);
    // No key in place of a word while or after the strings arrive (keys read like `listing.sort`).
    await expect(page.locator('main')).not.toContainText(/\b(listing|header|routes|heroes)\.[a-z]/);
    await expect
      .poll(() => chunks.filter((c) => c.endsWith(`-${other}`)).sort())
      .toEqual([`common-${other}`, `locale-${other}`, `shell-${other}`]);
  });
}
