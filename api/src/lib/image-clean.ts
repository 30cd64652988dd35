// Profile images (avatar and cover): JPEG, PNG or WebP only, recognised by their content and walked
// structure by structure — a file that only starts like an image (a script behind JPEG magic bytes) is refused —
// and written back without metadata: EXIF (camera, GPS position, date), XMP, IPTC, comments and text chunks go, so
// does anything after the image's end marker (where polyglot payloads hide). What decoding needs stays (JPEG
// tables, the JFIF/Adobe markers and the ICC colour profile; PNG palette, transparency and colour chunks).
// No native dependency: the pixels are copied as they are, only the containers are rebuilt.

export type ProfileImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image without metadata, or null when the bytes are not a well-formed JPEG, PNG or WebP. */
export function cleanProfileImage(data: Buffer): { type: ProfileImageType; data: Buffer } | null {
  try {
    if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
      return wrap('image/jpeg', cleanJpeg(data));
    if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return wrap('image/png', cleanPng(data));
    if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
      return wrap('image/webp', cleanWebp(data));
  } catch {
    return null;
  }
  return null;
}

const wrap = (type: ProfileImageType, data: Buffer | null) => (data ? { type, data } : null);
class Malformed extends Error {}
const need = (ok: boolean) => {
  if (!ok) throw new Malformed('malformed image');
};

// ---------- JPEG ----------

/** APPn segments kept: APP0 JFIF/JFXX, APP2 ICC profile, APP14 Adobe (colour transform needed to decode CMYK/YCCK). */
function keepJpegApp(marker: number, payload: Buffer): boolean {
  const id = payload.toString('latin1', 0, 12);
  if (marker === 0xe0) return id.startsWith('JFIF\0') || id.startsWith('JFXX\0');
  if (marker === 0xe2) return id.startsWith('ICC_PROFILE\0');
  if (marker === 0xee) return id.startsWith('Adobe');
  return false;
}

function cleanJpeg(data: Buffer): Buffer | null {
  const out: Buffer[] = [data.subarray(0, 2)];
  let pos = 2;
  let frame = false;
  let scanned = false;
  while (pos < data.length) {
    need(data[pos] === 0xff);
    let marker = data[pos + 1]!;
    while (marker === 0xff) marker = data[++pos + 1]!; // fill bytes
    if (marker === 0xd9) {
      // EOI: the image ends here; whatever follows is dropped.
      out.push(Buffer.from([0xff, 0xd9]));
      return frame && scanned ? Buffer.concat(out) : null;
    }
    need(pos + 4 <= data.length);
    const length = data.readUInt16BE(pos + 2);
    need(length >= 2 && pos + 2 + length <= data.length);
    const segment = data.subarray(pos, pos + 2 + length);
    const payload = data.subarray(pos + 4, pos + 2 + length);
    pos += 2 + length;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true;
    if (marker === 0xfe || (marker >= 0xe1 && marker <= 0xef) || marker === 0xe0) {
      if (keepJpegApp(marker, payload)) out.push(segment);
      continue;
    }
    out.push(segment);
    if (marker === 0xda) {
      // Entropy-coded data up to the next marker that is not a stuffed 0xFF00 or a restart marker.
      need(frame);
      const start = pos;
      while (
        pos + 1 < data.length &&
        !(
          data[pos] === 0xff &&
          data[pos + 1] !== 0x00 &&
          !(data[pos + 1]! >= 0xd0 && data[pos + 1]! <= 0xd7) &&
          data[pos + 1] !== 0xff
        )
      )
        pos++;
      need(pos + 1 < data.length);
      out.push(data.subarray(start, pos));
      scanned = true;
    }
  }
  return null;
}

// ---------- PNG ----------

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Ancillary chunks that only carry metadata. */
const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'dSIG']);

function cleanPng(data: Buffer): Buffer | null {
  const out: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  let first = true;
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    need(/^[A-Za-z]{4}$/.test(type) && pos + 12 + length <= data.length);
    if (first) need(type === 'IHDR' && length === 13);
    first = false;
    const chunk = data.subarray(pos, pos + 12 + length);
    pos += 12 + length;
    if (type === 'IEND') {
      out.push(chunk);
      return Buffer.concat(out); // anything after IEND is dropped
    }
    if (!PNG_DROP.has(type)) out.push(chunk);
  }
  return null;
}

// ---------- WebP ----------

function cleanWebp(data: Buffer): Buffer | null {
  const declared = data.readUInt32LE(4);
  need(declared >= 4 && declared + 8 <= data.length);
  const end = declared + 8; // bytes after the RIFF container are dropped
  const chunks: Buffer[] = [];
  let pos = 12;
  let image = false;
  let vp8x: Buffer | null = null;
  while (pos + 8 <= end) {
    const fourcc = data.toString('latin1', pos, pos + 4);
    const size = data.readUInt32LE(pos + 4);
    need(pos + 8 + size <= end);
    if (pos === 12) need(fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'VP8X');
    // Chunks are padded to an even size; a missing final pad byte is added back.
    const chunk = Buffer.concat([data.subarray(pos, pos + 8 + size), Buffer.alloc(size % 2)]);
    pos += 8 + size + (size % 2);
    if (fourcc === 'EXIF' || fourcc === 'XMP ') continue;
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') image = true;
    if (fourcc === 'VP8X') vp8x = chunk;
    chunks.push(chunk);
  }
  need(image);
  // VP8X flags: 0x08 = EXIF present, 0x04 = XMP present; both are gone now.
  if (vp8x) vp8x[8] = vp8x[8]! & ~0x0c;
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
