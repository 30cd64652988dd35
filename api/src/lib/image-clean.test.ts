// Profile images are recognised by their walked structure and stored without
// metadata (no camera or place left in a shared picture).
import { cleanProfileImage } from './image-clean';
import {
  JPEG_8X8,
  SCRIPT,
  SECRET,
  WEBP_1X1,
  jpegWithMetadata,
  png,
  pngWithMetadata,
  webpWithMetadata,
} from '../../test/image-fixtures';

const has = (data: Buffer, text: string) => data.includes(Buffer.from(text, 'latin1'));

describe('cleanProfileImage', () => {
  it('keeps a JPEG without metadata as it is, and strips EXIF, XMP, comments and what follows EOI from one with them', () => {
    expect(cleanProfileImage(JPEG_8X8)).toEqual({ type: 'image/jpeg', data: JPEG_8X8 });
    const dirty = jpegWithMetadata();
    expect(has(dirty, SECRET) && has(dirty, 'Exif')).toBe(true);
    const clean = cleanProfileImage(dirty);
    expect(clean?.type).toBe('image/jpeg');
    for (const text of [SECRET, 'Exif', 'xmpmeta', SCRIPT]) expect(has(clean!.data, text)).toBe(false);
    // Everything the decoder needs (JFIF, tables, frame, scan) is byte for byte the original image.
    expect(clean!.data.equals(JPEG_8X8)).toBe(true);
  });

  it('strips PNG text, EXIF and time chunks and anything after IEND, keeping the image chunks', () => {
    const plain = png();
    expect(cleanProfileImage(plain)).toEqual({ type: 'image/png', data: plain });
    const clean = cleanProfileImage(pngWithMetadata());
    expect(clean?.type).toBe('image/png');
    for (const text of [SECRET, 'tEXt', 'eXIf', 'tIME', SCRIPT]) expect(has(clean!.data, text)).toBe(false);
    expect(clean!.data.equals(plain)).toBe(true);
  });

  it('strips WebP EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size', () => {
    expect(cleanProfileImage(WEBP_1X1)).toEqual({ type: 'image/webp', data: WEBP_1X1 });
    const clean = cleanProfileImage(webpWithMetadata());
    expect(clean?.type).toBe('image/webp');
    for (const text of [SECRET, 'EXIF', 'XMP ', SCRIPT]) expect(has(clean!.data, text)).toBe(false);
    expect(clean!.data.readUInt32LE(4)).toBe(clean!.data.length - 8);
    expect(clean!.data.toString('latin1', 12, 16)).toBe('VP8X');
    expect(clean!.data[20]! & 0x0c).toBe(0); // EXIF and XMP flags off
    expect(clean!.data[20]! & 0x10).toBe(0x10); // alpha kept
    expect(has(clean!.data, WEBP_1X1.subarray(12).toString('latin1'))).toBe(true);
  });

  it('refuses what only starts like an image, GIF, SVG, text and truncated files', () => {
    const refused = [
      Buffer.from(SCRIPT), // a .php renamed .jpg
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT)]), // JPEG magic bytes, then a script
      Buffer.concat([png().subarray(0, 8), Buffer.from(SCRIPT)]), // PNG signature, then a script
      JPEG_8X8.subarray(0, JPEG_8X8.length - 40), // cut short: no end of image
      png().subarray(0, 40),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('RIFF\x04\x00\x00\x00WEBP', 'latin1'),
      Buffer.alloc(0),
    ];
    for (const data of refused) expect(cleanProfileImage(data)).toBeNull();
  });
});
