// Demo artwork drawn as SVG from a hue or brand colour, so the seed needs no downloads and stays deterministic.

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const hsl = (hue: number, s: number, l: number) => `hsl(${((hue % 360) + 360) % 360} ${s}% ${l}%)`;

/**
 * A landscape-like picture (sky gradient, sun, hills or waves). No words in it, as in a partner's photo: the page
 * around it names the service in the visitor's language (and gives the picture its alt text).
 */
export function galleryImageSvg(hue: number, variant: number): string {
  const shift = variant * 24;
  const sky1 = hsl(hue + shift, 70, 78);
  const sky2 = hsl(hue + shift + 30, 65, 55);
  const land = hsl(hue + shift + 180, 35, 35 + variant * 6);
  const sunX = 180 + variant * 220;
  const shape =
    variant % 3 === 0
      ? `<path d="M0 420 Q200 300 400 400 T800 380 V600 H0Z" fill="${land}"/>`
      : variant % 3 === 1
        ? `<path d="M0 430 C150 400 250 470 400 430 S650 400 800 440 V600 H0Z" fill="${hsl(hue + 200, 60, 40)}"/>`
        : `<path d="M0 460 L180 300 L320 420 L470 280 L640 430 L800 340 V600 H0Z" fill="${land}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/>
<circle cx="${sunX}" cy="150" r="70" fill="${hsl(hue + 50, 90, 85)}" opacity="0.9"/>
${shape}
</svg>
`;
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
