// Upload checks by content, not by the name or the Content-Type the client claims: a client can forge both.
import type { MessageRef } from './errors';
import { cleanProfileImage } from './image-clean';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The image type from the file's magic bytes, or null when it is not one we accept. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** The longest side and the most pixels an uploaded picture may claim (a 60000×60000 header would need 14 GB to decode). */
export const MAX_IMAGE_SIDE = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Width and height as the image's own header says, read without decoding: PNG's IHDR, a JPEG's SOF segment, a
 * WebP's VP8 / VP8L / VP8X chunk. Null when the header holds none (the structural check refuses those anyway).
 */
export function imageSize(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.toString('latin1', 12, 16) === 'IHDR') {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let pos = 2;
    while (pos + 9 <= data.length) {
      if (data[pos] !== 0xff) return null;
      const marker = data[pos + 1]!;
      if (marker === 0xff) {
        pos += 1;
        continue;
      }
      // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC): [length][precision][height][width].
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: data.readUInt16BE(pos + 5), width: data.readUInt16BE(pos + 7) };
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        pos += 2;
        continue;
      }
      pos += 2 + data.readUInt16BE(pos + 2);
    }
    return null;
  }
  if (data.length >= 30 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    const chunk = data.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
    if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = data.readUInt32LE(21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
  }
  return null;
}

/** Why a picture's claimed size is refused (a message on the field), or null when it may be taken. */
export function imageProblem(data: Buffer): MessageRef | null {
  const size = imageSize(data);
  if (!size || size.width < 1 || size.height < 1) return { key: 'files.wrongType' };
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    return { key: 'files.dimensionsTooLarge', params: { max: MAX_IMAGE_SIDE } };
  }
  return null;
}

/**
 * An uploaded picture checked by its bytes: the image, or why it is refused (empty, over 5 MB, not a well-formed
 * PNG, JPEG or WebP, or claiming more pixels than MAX_IMAGE_SIDE / MAX_IMAGE_PIXELS). The structure is parsed
 * (lib/image-clean.ts), not only the first bytes: a GIF, or an HTML page behind an image signature, is refused.
 */
export function checkImage(
  raw: Uint8Array,
): { data: Buffer; type: ImageType; problem?: undefined } | { problem: MessageRef } {
  const data = Buffer.from(raw);
  if (data.length === 0) return { problem: { key: 'files.missing' } };
  if (data.length > MAX_IMAGE_BYTES)
    return { problem: { key: 'files.tooLarge', params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } } };
  const problem = imageProblem(data);
  if (problem) return { problem };
  // Parsed for its structure only: the bytes kept are the upload's, whose EXIF orientation the photo variants still
  // need (files/variants.ts turns them upright and writes every variant without metadata).
  const image = cleanProfileImage(data);
  return image ? { data, type: image.type } : { problem: { key: 'files.wrongType' } };
}
