import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig } from '@mp/mf-build';

const dir = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

/**
 * The words of the chrome, per locale, for the gateway's server-drawn app shell (header, page <h1>,
 * footer in the HTML, so the first paint needs no JavaScript). Taken from the very files the React
 * chrome translates with, at build time, so both always say the same thing.
 */
function chromeStrings() {
  const strings = { links: readJson('src/chrome/chrome-links.json') };
  for (const locale of ['en', 'pt']) {
    const common = readJson(`../shared/src/i18n/locales/${locale}.json`);
    const shell = readJson(`src/locales/${locale}.json`);
    strings[locale] = {
      common: { app: common.app, routes: common.routes, heroes: common.heroes, emptyCart: common.emptyCart },
      shell: { header: shell.header, footer: shell.footer, locale: shell.locale },
    };
  }
  return JSON.stringify(strings);
}

/** The page heroes' pictures (@mp/shared/routes PAGE_HERO_IDS), served at /shell/heroes/<id>.svg. */
function heroPictures() {
  const folder = path.join(dir, 'src/heroes');
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => [`heroes/${file}`, () => fs.readFileSync(path.join(folder, file))]),
  );
}

/** The site icon, served at /shell/favicon.svg (index.html links it, so browsers do not ask for /favicon.ico). */
const favicon = () => fs.readFileSync(path.join(dir, 'src/favicon.svg'));

export default hostConfig({
  dir,
  extraFiles: { 'chrome-strings.json': chromeStrings, 'favicon.svg': favicon, ...heroPictures() },
});
