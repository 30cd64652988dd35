// The `<picture>` answer of a recorded picture (ADR 024): no sharp here, the catalogue's reads import it.
import type { ImageVariant, ImageVariantType, ResponsiveImage } from '@mp/shared/contracts';

/**
 * What a `<picture>` needs from a recorded picture: a `srcset` per type and the intrinsic size; null for a picture
 * without variants (seeded SVG art, which is vector, and pictures stored before variants existed).
 */
export function responsiveImage(
  width: number | null,
  height: number | null,
  variants: readonly ImageVariant[] | null,
): ResponsiveImage | null {
  if (!width || !height || !variants || variants.length === 0) return null;
  const srcset = (type: ImageVariantType) =>
    variants
      .filter((v) => v.type === type)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const jpegs = variants.filter((v) => v.type === 'image/jpeg').sort((a, b) => a.width - b.width);
  // The `<img src>` for a browser without srcset: the first JPEG at least 960 px wide, else the widest.
  const fallback = jpegs.find((v) => v.width >= 960) ?? jpegs.at(-1);
  if (!fallback) return null;
  return {
    width,
    height,
    src: fallback.url,
    avif: srcset('image/avif'),
    webp: srcset('image/webp'),
    jpeg: srcset('image/jpeg'),
  };
}
