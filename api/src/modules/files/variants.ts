// Responsive variants of an uploaded picture (ADR 024), made once on upload: the picture is turned
// upright by its EXIF orientation, then written at each width of VARIANT_WIDTHS it reaches (never enlarged) as
// AVIF, WebP and JPEG. sharp encodes on libuv's worker threads, so the event loop stays free while it works; every
// output is written without metadata (sharp keeps none unless asked: EXIF, GPS, XMP, IPTC and comments go).
// The uploaded bytes themselves are not kept: the widest JPEG stands for the picture (its `url`), so no stored file
// still carries the camera's metadata.
import sharp, { type OutputInfo } from 'sharp';
import type { ImageVariant, ImageVariantType } from '@mp/shared/contracts';
import type { Storage } from '../../plugins/storage';

/** Widths written for each type; a picture narrower than one gets its own width as the last instead. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** AVIF first (smallest), then WebP, then JPEG for the browsers that take neither (the `<img>` fallback). */
export const VARIANT_TYPES: readonly ImageVariantType[] = ['image/avif', 'image/webp', 'image/jpeg'];
const EXTENSION: Record<ImageVariantType, string> = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** A picture larger than this many pixels is refused before decoding (a 6000×4000 photo is 24 M). */
const MAX_INPUT_PIXELS = 50_000_000;

export class UnreadableImage extends Error {}

export interface EncodedVariant {
  type: ImageVariantType;
  width: number;
  height: number;
  data: Buffer;
}

/** The widths a picture `width` px wide is written at: those it reaches, and its own width when under the largest. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/**
 * Every variant of `data` (any image sharp reads: the upload checks have already taken JPEG, PNG, GIF or WebP),
 * with the upright picture's size. Throws UnreadableImage when the bytes do not decode as a picture.
 */
export async function encodeVariants(
  data: Buffer,
): Promise<{ width: number; height: number; variants: EncodedVariant[] }> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // One decode of the upload (lenient like a browser: a bad checksum or a cut-off end still shows what is there),
    // turned upright, cut to the largest width, kept as raw pixels for the encoders.
    upright = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' })
      .autoOrient()
      .resize({ width: VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1], withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
  const { width, height, channels } = upright.info;
  const variants: EncodedVariant[] = [];
  for (const w of variantWidths(width)) {
    const h = Math.max(1, Math.round((height * w) / width));
    const resized = () =>
      sharp(upright.data, { raw: { width, height, channels } }).resize({ width: w, height: h, fit: 'fill' });
    const encoded = await Promise.all(
      VARIANT_TYPES.map(async (type) => {
        const pipeline = resized();
        const out =
          type === 'image/avif'
            ? pipeline.avif({ quality: 55, effort: 2 })
            : type === 'image/webp'
              ? pipeline.webp({ quality: 75, effort: 3 })
              : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true, progressive: true });
        return { type, width: w, height: h, data: await out.toBuffer() };
      }),
    );
    variants.push(...encoded);
  }
  return { width, height, variants };
}

/** A picture stored with its variants: what a `service_images` row records. */
export interface StoredPicture {
  storageKey: string;
  url: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * Encodes `data` and writes every variant under `<base>-<width>w.<ext>`; the widest JPEG is the picture's own key.
 * All or nothing: when a write fails, the files already written are deleted before the error is passed on, so a
 * caller that records the picture only after this resolves never points at a missing file.
 */
export async function storePicture(storage: Storage, base: string, data: Buffer): Promise<StoredPicture> {
  const { width, height, variants } = await encodeVariants(data);
  const written: string[] = [];
  try {
    const recorded: ImageVariant[] = [];
    for (const v of variants) {
      const key = `${base}-${v.width}w.${EXTENSION[v.type]}`;
      await storage.put(key, v.data);
      written.push(key);
      recorded.push({ type: v.type, width: v.width, height: v.height, key, url: storage.url(key) });
    }
    const main = recorded.filter((v) => v.type === 'image/jpeg').at(-1)!;
    return { storageKey: main.key, url: main.url, width, height, variants: recorded };
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Every file a stored picture has (its own key and its variants'), to delete when the picture goes. */
export function pictureKeys(picture: { storageKey: string; variants: readonly { key: string }[] | null }): string[] {
  return [...new Set([picture.storageKey, ...(picture.variants ?? []).map((v) => v.key)])];
}
