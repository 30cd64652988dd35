// Responsive pictures (ADR 024): what a partner's uploaded photo is served as. The API makes the variants
// once on upload (AVIF, WebP and JPEG at 320–1600 px, never enlarged) and answers, beside the plain `url`, what a
// `<picture>` element needs: one `srcset` per type and the intrinsic size (so the page keeps its place while loading).
import { Type, type Static } from '@sinclair/typebox';

export const ImageVariantType = Type.Union([
  Type.Literal('image/avif'),
  Type.Literal('image/webp'),
  Type.Literal('image/jpeg'),
]);
export type ImageVariantType = Static<typeof ImageVariantType>;

/** One stored variant file (server-side record in `service_images.variants`). */
export const ImageVariant = Type.Object({
  type: ImageVariantType,
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  key: Type.String(),
  url: Type.String(),
});
export type ImageVariant = Static<typeof ImageVariant>;

/**
 * A picture with variants: `avif`, `webp` and `jpeg` are `srcset` values ("<url> 320w, <url> 640w, …"), `src` the
 * JPEG for a browser without srcset, `width`/`height` the picture's intrinsic size (upright). Seeded SVG art and
 * pictures stored before variants existed have none (the field is null): show `url` as it is.
 */
export const ResponsiveImage = Type.Object({
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  src: Type.String(),
  avif: Type.String(),
  webp: Type.String(),
  jpeg: Type.String(),
});
export type ResponsiveImage = Static<typeof ResponsiveImage>;
