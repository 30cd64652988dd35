// Upload checks by content, not by the name or the Content-Type the client claims (issue 3 §8).
import type { MessageRef } from './errors';

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
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 6 && ['GIF87a', 'GIF89a'].includes(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/** An uploaded picture checked by its bytes: the image, or why it is refused (empty, over 5 MB, not a type we take). */
export function checkImage(raw: Uint8Array): { data: Buffer; type: ImageType; problem?: undefined } | { problem: MessageRef } {
  const data = Buffer.from(raw);
  if (data.length === 0) return { problem: { key: 'files.missing' } };
  if (data.length > MAX_IMAGE_BYTES) return { problem: { key: 'files.tooLarge', params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } } };
  const type = sniffImageType(data);
  return type ? { data, type } : { problem: { key: 'files.wrongType' } };
}
