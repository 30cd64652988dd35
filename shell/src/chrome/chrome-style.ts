// The chrome's styles (header, search box, language switch, cart and unread badges, user menu) as one plain stylesheet,
// added to the document once before the chrome's first commit (docs/adr/054). They were styled components: at start-up
// styled-components hashed and compiled (stylis) every one of them on every page, about a fifth of a storefront page's
// JavaScript function calls, for rules that never change (the palette is fixed). A <style> element costs the browser's
// own CSS parser and no script work. The footer keeps its styled component: it renders only after the first input.
import { PHONE_HEADER_MEDIA } from '@mp/shared/routes';
import { palette, shadows } from '@mp/shared/ui/palette';

/** The id of the chrome's style element: present means the rules are on the page. */
export const CHROME_STYLE_ID = 'mp-chrome-css';

/** Class names of the chrome's parts (each the root of its own rules below). */
export const CHROME_CLASS = {
  header: 'mp-header',
  search: 'mp-search',
  searchStatus: 'mp-search-status',
  locale: 'mp-locale',
  cartBadge: 'mp-cart-badge',
  unreadBadge: 'mp-unread-badge',
  userMenu: 'mp-user-menu',
} as const;

const h = `.${CHROME_CLASS.header}`;
const search = `.${CHROME_CLASS.search}`;
const locale = `.${CHROME_CLASS.locale}`;
const menu = `.${CHROME_CLASS.userMenu}`;

const HEADER_CSS = [
  `${h}{position:relative;background:${palette.brand};color:${palette.primaryText}}${h} a{color:inherit}`,
  `${h} .top{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;padding:.75rem 1.25rem}`,
  `${h} .logo{font-size:1.3rem;font-weight:800;text-decoration:none;margin-right:auto}`,
  `${h} nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;padding:.5rem 1.25rem;list-style:none;background:${palette.brandDark}}`,
  `${h} nav a{text-decoration:none}${h} nav a:hover,${h} nav a:focus-visible{text-decoration:underline}`,
  `${h} .auth button{font:inherit;padding:.35rem .75rem;margin-left:.25rem;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit;cursor:pointer}`,
  `${h} .auth button.primary{background:${palette.surface};color:${palette.brand}}`,
  // Phone first (it fits a 390 px screen): one row (logo, search, cart, menu), every control at least 44 × 44 px
  // (WCAG 2.5.5); the gateway's server-drawn header (api-gateway/src/pages/app-skeleton.ts) has the same rules.
  `@media ${PHONE_HEADER_MEDIA}{` +
    `${h} .top{gap:0 .25rem;padding:.25rem .75rem}` +
    `${h} .top>a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px}` +
    `${h} .icon-button{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:4px;background:transparent;color:inherit;cursor:pointer}` +
    `${h} .icon-button[aria-expanded='true']{background:${palette.brandDark}}` +
    `${h} .search-row{order:1;flex-basis:100%;padding-bottom:.5rem}${h} .search-row form{width:100%}` +
    `${h} .search-row input{flex:1;min-width:0;min-height:44px}${h} .search-row button{min-height:44px}` +
    `${h} .panel{position:absolute;top:100%;left:0;right:0;z-index:30;max-height:calc(100vh - 52px);overflow-y:auto;padding:.25rem .75rem 1rem;background:${palette.brandDark};box-shadow:${shadows.raised}}` +
    `${h} .panel nav ul{display:block;padding:0}` +
    `${h} .panel nav a,${h} .panel li>a,${h} .panel li>button{display:flex;align-items:center;min-height:44px}` +
    `${h} .panel .tools{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-top:.5rem}` +
    `${h} .panel .tools>a,${h} .panel button{min-width:44px;min-height:44px}` +
    `${h} .panel .tools>a{display:inline-flex;align-items:center}` +
    `${h} .panel .auth{display:flex;gap:.5rem}${h} .panel .auth button{margin-left:0}` +
    `${h} .panel .tools ul{position:static}` +
    `}`,
];

const SEARCH_CSS = [
  `${search}{display:flex;gap:.25rem;position:relative}`,
  `${search} input{font:inherit;padding:.35rem .5rem;border:1px solid ${palette.borderStrong};border-radius:4px;min-width:12rem}`,
  `${search} button{font:inherit;padding:.35rem .75rem;border:0;border-radius:4px;background:${palette.brand};color:${palette.primaryText};cursor:pointer}`,
  `${search} ul{position:absolute;top:100%;left:0;z-index:50;min-width:100%;margin:4px 0 0;padding:0;list-style:none;background:${palette.surface};color:${palette.text};border:1px solid ${palette.borderStrong};border-radius:4px;box-shadow:${shadows.raised}}`,
  `${search} li{padding:.5rem .75rem;cursor:pointer}`,
  `${search} li[aria-selected='true']{background:${palette.brand};color:${palette.primaryText}}`,
  `.${CHROME_CLASS.searchStatus}{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`,
];

const LOCALE_CSS = [
  `${locale}{display:inline-flex;gap:.25rem}`,
  `${locale} button{font:inherit;padding:.25rem .5rem;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit;cursor:pointer}`,
  `${locale} button[aria-pressed='true']{background:${palette.brand};color:${palette.primaryText}}`,
];

const BADGE =
  'display:inline-block;min-width:1.4em;padding:0 .35em;border-radius:999px;font-size:.8rem;font-weight:700;text-align:center';
const BADGE_CSS = [
  `.${CHROME_CLASS.cartBadge}{${BADGE};background:${palette.accent};color:${palette.primaryText}}`,
  `.${CHROME_CLASS.unreadBadge}{${BADGE};margin-left:.3em;background:${palette.surface};color:${palette.text}}`,
];

const USER_MENU_CSS = [
  `${menu}{position:relative}`,
  `${menu}>button{font:inherit;padding:.35rem .75rem;border:1px solid currentColor;border-radius:4px;background:transparent;color:inherit;cursor:pointer}`,
  `${menu} ul{position:absolute;right:0;z-index:20;min-width:14rem;margin:.25rem 0 0;padding:.25rem 0;list-style:none;background:${palette.surface};color:${palette.text};border:1px solid ${palette.borderSubtle};border-radius:6px;box-shadow:${shadows.raised}}`,
  `${menu} li>a,${menu} li>button{display:block;width:100%;padding:.5rem .75rem;font:inherit;text-align:left;color:inherit;background:none;border:0;text-decoration:none;cursor:pointer}`,
  `${menu} li>a:hover,${menu} li>button:hover,${menu} li>a:focus-visible,${menu} li>button:focus-visible{background:${palette.surfaceAlt}}`,
];

/** Every rule of the chrome that is on screen at start-up. */
export const CHROME_CSS = [...HEADER_CSS, ...SEARCH_CSS, ...LOCALE_CSS, ...BADGE_CSS, ...USER_MENU_CSS].join('');

/** Adds the chrome's stylesheet to the document unless it is there (idempotent: one element per document). */
export function ensureChromeStyle(doc: Document = document): void {
  if (doc.getElementById(CHROME_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = CHROME_STYLE_ID;
  style.textContent = CHROME_CSS;
  doc.head.appendChild(style);
}
