// Styles the gateway draws in the HTML and React would otherwise inject again at start-up (ADR 042). The gateway puts
// them in its `<style id="mp-server-css">` (api-gateway/src/pages/app-skeleton.ts); the shell's and PageFrame's
// global styles are only injected when a page came without it (a test, a page the gateway did not draw), since
// styled-components' injection of the same rules is work the first screen does not need.
import { palette } from '../ui/palette';

/** The id of the gateway's style element; its presence means the rules below are already on the page. */
export const SERVER_CSS_ID = 'mp-server-css';

/** The site's font stack (the theme's `fonts.body`). */
export const BODY_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The document-wide rules of every page (what shared/ui's GlobalStyle injects without the gateway's style). */
export const GLOBAL_CSS = [
  '*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}',
  `body{margin:0;font-family:${BODY_FONT};color:${palette.text};background:${palette.surface};line-height:1.5}`,
  'img{max-width:100%;height:auto}',
  // Keyboard users always see where they are.
  `:focus-visible{outline:3px solid ${palette.focus};outline-offset:2px}`,
  // Reduced motion: no transitions at all (a duration set on every element would make every property of every element
  // transition: each calendar day's colour change fired events React dispatched through the tree), animations end at
  // once and never repeat.
  '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition:none!important;scroll-behavior:auto!important}}',
].join('');

/** The shell's own document rules: the visually-hidden helper, the skip link and the main landmark. */
export const SHELL_CSS = [
  '.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
  `.skip-link{position:absolute;left:.5rem;top:-3rem;z-index:100;padding:.5rem 1rem;background:${palette.surface};color:${palette.brand};border:2px solid ${palette.brand}}.skip-link:focus{top:.5rem}`,
  // The footer starts below the fold: a page that grows as its data arrives never pushes it across the screen.
  '#main-content{min-height:100vh}#main-content:focus{outline:none}',
].join('');

/** Whether the gateway's style is on this page (never on the server, where there is no document). */
export function serverDrewStyles(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SERVER_CSS_ID) !== null;
}
