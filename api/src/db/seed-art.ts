// Demo artwork drawn as SVG from a hue or brand colour, so the seed needs no downloads and stays deterministic.
import { categoryArtSvg } from '@mp/shared/art';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * A service's gallery picture `variant` (0-based) in Roteiro's illustration style (ADR 024): the scene of its
 * category, varied by its hue and the picture's number. No words in it, as in a partner's photo: the page around it
 * names the service in the visitor's language (and gives the picture its alt text). The storefront draws the same
 * illustration when a service has no picture (`@mp/shared/art`).
 */
export function galleryImageSvg(art: { category: string; kind?: string; hue: number }, variant: number): string {
  return categoryArtSvg({ category: art.category, kind: art.kind, seed: art.hue, variant });
}

/** A round logo with the company's initials on its brand colour. */
export function logoSvg(tradeName: string, brandColor: string): string {
  const initials = tradeName
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  const color = /^#[0-9a-fA-F]{3,8}$/.test(brandColor) ? brandColor : '#2a6f97';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(tradeName)}">
<circle cx="128" cy="128" r="124" fill="${color}"/>
<circle cx="128" cy="128" r="104" fill="none" stroke="#fff" stroke-width="6" opacity="0.6"/>
<text x="128" y="150" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>
`;
}
