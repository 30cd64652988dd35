// Small real images for the upload tests, with and without metadata (EXIF with a GPS note, XMP, comments, PNG
// text chunks) and with a script appended after the image's end. The JPEG was encoded once (8×8, jpeg-js).
import { deflateSync } from 'node:zlib';

export const JPEG_8X8 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AKdwq6fqUbwAJbzjcqjgKR94dfofxx2r7SDdam1Ldf0jXERjl2MjOirU6mqS2TW639H0Wtlsf//Z',
  'base64',
);

/** What the metadata says (the tests look for it in the stored file). */
export const SECRET = 'GPS 38.7223N 9.1393W Ana Silva iPhone';
export const SCRIPT = '<?php system($_GET["c"]); ?>';

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** The JPEG with an EXIF APP1 (TIFF header + the secret), an XMP APP1, a comment, and a script after EOI. */
export function jpegWithMetadata(): Buffer {
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0II*\0\x08\0\0\0', 'latin1'), Buffer.from(SECRET)]));
  const xmp = segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET}</x:xmpmeta>`, 'latin1'));
  const comment = segment(0xfe, Buffer.from(SECRET));
  return Buffer.concat([JPEG_8X8.subarray(0, 2), exif, xmp, comment, JPEG_8X8.subarray(2), Buffer.from(SCRIPT)]);
}

// ---------- PNG ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A 4×4 RGB PNG; `extra` chunks go between IHDR and IDAT, `after` after IEND. */
export function png(extra: Buffer[] = [], after: Buffer = Buffer.alloc(0)): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(4, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(
    Array.from({ length: 4 }, (_, y) =>
      Buffer.from([0, ...Array.from({ length: 12 }, (_, i) => (y * 40 + i * 20) % 256)]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
    after,
  ]);
}

export function pngWithMetadata(): Buffer {
  return png(
    [
      pngChunk('tEXt', Buffer.from(`Author\0${SECRET}`, 'latin1')),
      pngChunk('eXIf', Buffer.concat([Buffer.from('II*\0\x08\0\0\0', 'latin1'), Buffer.from(SECRET)])),
      pngChunk('tIME', Buffer.from([7, 234, 11, 23, 10, 0, 0])),
    ],
    Buffer.from(SCRIPT),
  );
}

// ---------- WebP ----------

/** A 1×1 lossless WebP (VP8L). */
export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

const riffChunk = (fourcc: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
};

/** The WebP in the extended format (VP8X with the EXIF and XMP flags) with EXIF and XMP chunks. */
export function webpWithMetadata(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04 | 0x10; // EXIF, XMP, alpha
  // canvas 1×1 (stored minus one, 24 bits each): zeros
  const image = WEBP_1X1.subarray(12); // the VP8L chunk as it is
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    image,
    riffChunk('EXIF', Buffer.concat([Buffer.from('II*\0\x08\0\0\0', 'latin1'), Buffer.from(SECRET)])),
    riffChunk('XMP ', Buffer.from(SECRET)),
  ]);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body, Buffer.from(SCRIPT)]);
}
