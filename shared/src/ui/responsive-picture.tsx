// A partner photo as a responsive `<picture>` (ADR 024): AVIF, then WebP, then the JPEG `<img>`, each with
// the `srcset` the API made on upload and the `sizes` the caller gives per breakpoint, so the browser fetches the
// smallest file that fills the slot. Width and height are always set (the box keeps its place: no layout shift).
// A picture without variants (seeded SVG art, vector) is the plain `<img>` it was.
import type { ReactNode } from 'react';
import type { ResponsiveImage } from '../contracts/images';

export interface ResponsivePictureProps {
  /** The picture's own url: shown as it is when there are no variants. */
  src: string;
  /** The API's variants, or null/undefined for a picture without (SVG art). */
  image?: ResponsiveImage | null;
  alt: string;
  /** Slot width per breakpoint, e.g. "(max-width: 600px) 100vw, 300px". */
  sizes: string;
  /** Size used when there are no variants (the slot's shape); the variants' own size wins otherwise. */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** On the `<img>` (styled(ResponsivePicture) styles the image). */
  className?: string;
}

export function ResponsivePicture({
  src,
  image,
  alt,
  sizes,
  width,
  height,
  loading = 'lazy',
  fetchPriority,
  className,
}: ResponsivePictureProps): ReactNode {
  const common = { alt, loading, decoding: 'async' as const, className, ...(fetchPriority ? { fetchPriority } : {}) };
  if (!image) return <img src={src} width={width} height={height} {...common} />;
  return (
    <picture>
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={image.jpeg || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        {...common}
      />
    </picture>
  );
}
