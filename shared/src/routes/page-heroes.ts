// Page heroes: the picture, heading and lead at the top of the storefront's main pages. The gateway draws
// them in the HTML it serves (api-gateway/src/pages/app-skeleton.ts) and PageFrame of @mp/shared/ui draws
// the same markup with the same CSS, so the largest paint of these pages needs no JavaScript, no API call
// and no layout shift when React takes over (ADR 007). The pictures ship with the shell build
// (shell/src/heroes/<id>.svg → /shell/heroes/<id>.svg); the words are in the common namespace
// (`heroes.<id>.lead`, and `heroes.<id>.heading` where the heading is not the route title).
import { palette } from '../ui/palette';

/** Route ids that open with a hero. */
export const PAGE_HERO_IDS = [
  'home',
  'experiences',
  'wellness',
  'transfers',
  'events',
  'restaurants',
  'gift-cards',
] as const;
export type PageHeroId = (typeof PAGE_HERO_IDS)[number];

export function isPageHeroId(id: string): id is PageHeroId {
  return (PAGE_HERO_IDS as readonly string[]).includes(id);
}

/** Screens one card wide (CardGrid's one column), where the hero picture grows to a card's height. */
export const PHONE_HERO_MEDIA = '(max-width: 519.98px)';

/** Intrinsic size of every hero picture (the CSS crops it to the frame with object-fit). */
export const PAGE_HERO_SIZE = { width: 1200, height: 480 } as const;

export function pageHeroImage(id: PageHeroId): string {
  return `/shell/heroes/${id}.svg`;
}

/**
 * The hero's CSS, one string for both renderers. `.mp-hero-text h1` outranks the page frame's `h1` rule
 * (two classes), and the picture's height is fixed by CSS, so nothing moves when it loads.
 */
export const PAGE_HERO_CSS = [
  '.mp-hero{margin:0 0 24px}',
  `.mp-hero img{display:block;width:100%;height:clamp(150px,40vw,300px);object-fit:cover;border-radius:12px;background:${palette.placeholder}}`,
  '.mp-hero .mp-hero-text h1{margin:16px 0 8px;font-size:1.8rem;line-height:1.25}',
  '.mp-hero .mp-hero-text p{margin:0;font-size:1.15rem}',
  // Phone first: on one-column phones the picture is the page's opening, as tall as a card is (4:3 of the
  // screen's width) rather than a thin band, so the first thing a traveller sees is the place, not a strip of it.
  `@media ${PHONE_HERO_MEDIA}{.mp-hero img{height:min(72vw,340px)}}`,
].join('');
