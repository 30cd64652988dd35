// Icons of the site header that both renderers draw: the gateway's server-drawn header (a string) and the shell's
// React header. An inline SVG, not an emoji: an emoji shows as an empty box where no colour-emoji font is installed,
// and looking for one is a font fallback search on the page's first layout.
import { palette } from '../ui/palette';

/** The cart icon (a trolley outline, drawn with `currentColor`), in a 24 × 24 box shown at 20 px. */
export const CART_ICON = {
  viewBox: '0 0 24 24',
  size: 20,
  path: 'M3 4h2.2l2.3 10.6a1.6 1.6 0 0 0 1.6 1.3h8.2a1.6 1.6 0 0 0 1.6-1.2L20.6 8H6.3M10 20.2a.9.9 0 1 0 0-1.8.9.9 0 0 0 0 1.8Zm7.6 0a.9.9 0 1 0 0-1.8.9.9 0 0 0 0 1.8Z',
} as const;

/** The cart icon as markup: the gateway's server-drawn header and the shell's React header both insert this string. */
export function cartIconMarkup(): string {
  const { viewBox, size, path } = CART_ICON;
  return (
    `<svg aria-hidden="true" focusable="false" width="${size}" height="${size}" viewBox="${viewBox}" fill="none" stroke="currentColor" ` +
    `stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" style="vertical-align:-4px;margin-right:4px"><path d="${path}"/></svg>`
  );
}

/**
 * Roteiro's logo mark (a product of its own, not a template): a route that winds between two stops, drawn with
 * `currentColor` so it takes the header's brand colour from the theme. Both headers insert this string before the name.
 */
export function logoMarkup(): string {
  return (
    '<svg aria-hidden="true" focusable="false" width="26" height="26" viewBox="0 0 32 32" fill="none" style="vertical-align:-6px;margin-right:6px">' +
    '<circle cx="16" cy="16" r="15" fill="currentColor"/>' +
    `<path d="M9 23c0-5 14-3 14-9 0-3-3-5-7-4" stroke="${palette.primaryText}" stroke-width="2.4" stroke-linecap="round" fill="none"/>` +
    `<circle cx="9" cy="23" r="2.4" fill="${palette.primaryText}"/><circle cx="16.5" cy="9.6" r="2.4" fill="${palette.primaryText}"/></svg>`
  );
}

/**
 * Where the header turns into its phone layout (phone first: one row, a menu): below the theme's `md`
 * breakpoint (768px). Both renderers use it: the gateway's server-drawn header in its CSS, the shell's header in its
 * CSS and to choose what goes in the row and what in the menu.
 */
export const PHONE_HEADER_MEDIA = '(max-width: 767.98px)';

/** An icon of the phone header's buttons, 24 × 24 drawn with `currentColor`; both renderers insert the same string. */
function strokeIcon(paths: string): string {
  return (
    '<svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</svg>`
  );
}

/** The phone header's search button: a magnifying glass. */
export function searchIconMarkup(): string {
  return strokeIcon('<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>');
}

/** The phone header's menu button: three bars. */
export function menuIconMarkup(): string {
  return strokeIcon('<path d="M4 6h16M4 12h16M4 18h16"/>');
}
