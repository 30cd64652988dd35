// ADR 024: the variants made once on upload, from pictures made here with sharp (a photo with an EXIF orientation,
// camera and GPS data; a picture smaller than the smallest width; bytes that only start like a JPEG).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { Storage } from '../../plugins/storage';
import { encodeVariants, pictureKeys, storePicture, UnreadableImage, variantWidths } from './variants';
import { responsiveImage } from './responsive';

/** A JPEG `width`×`height` as stored by the camera, to be shown turned by `orientation`, with camera data. */
function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Snoop Camera', Copyright: 'Alice Private' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

class MemoryStorage implements Storage {
  files = new Map<string, Buffer>();
  failOn: ((key: string) => boolean) | null = null;
  async put(key: string, data: Buffer) {
    if (this.failOn?.(key)) throw new Error(`disk full at ${key}`);
    this.files.set(key, data);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
  url(key: string) {
    return `/api/files/${key}`;
  }
}

describe('variantWidths', () => {
  it('takes the widths a picture reaches and never enlarges it', () => {
    expect(variantWidths(6000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('encodeVariants', () => {
  it('turns a photo upright by its EXIF orientation and writes AVIF, WebP and JPEG without any metadata', async () => {
    // Stored 1200×800, orientation 6 (turn 90° clockwise): the picture is 800 wide and 1200 high.
    const input = await photo(1200, 800, 6);
    expect(input.includes(Buffer.from('Snoop Camera'))).toBe(true);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const { width, height, variants } = await encodeVariants(input);
    expect({ width, height }).toEqual({ width: 800, height: 1200 });
    expect(variants.map((v) => `${v.type} ${v.width}x${v.height}`).sort()).toEqual(
      ['image/avif', 'image/jpeg', 'image/webp']
        .flatMap((type) => [`${type} 320x480`, `${type} 640x960`, `${type} 800x1200`])
        .sort(),
    );
    for (const v of variants) {
      const meta = await sharp(v.data).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: v.type === 'image/jpeg' ? 'jpeg' : v.type === 'image/webp' ? 'webp' : 'heif',
        width: v.width,
        height: v.height,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.data.includes(Buffer.from('Snoop Camera'))).toBe(false);
      expect(v.data.includes(Buffer.from('Alice Private'))).toBe(false);
    }
  });

  it('keeps a picture smaller than the smallest width at its own size (one width, never enlarged)', async () => {
    const png = await sharp({
      create: { width: 120, height: 90, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { width, height, variants } = await encodeVariants(png);
    expect({ width, height }).toEqual({ width: 120, height: 90 });
    expect(variants.map((v) => [v.type, v.width, v.height])).toEqual([
      ['image/avif', 120, 90],
      ['image/webp', 120, 90],
      ['image/jpeg', 120, 90],
    ]);
  });

  it('refuses bytes that only start like a picture', async () => {
    await expect(
      encodeVariants(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')])),
    ).rejects.toBeInstanceOf(UnreadableImage);
  });

  it('makes a 6000×4000 photo off the event loop (time printed, not asserted)', async () => {
    const big = await sharp({
      create: {
        width: 6000,
        height: 4000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const { variants } = await encodeVariants(big);
    const took = performance.now() - started;
    delay.disable();
    console.log(
      `6000×4000 JPEG (${(big.length / 1024 / 1024).toFixed(1)} MB) → ${variants.length} variants in ${took.toFixed(0)} ms; ` +
        `event loop delay max ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`,
    );
    expect(variants.filter((v) => v.type === 'image/avif').map((v) => v.width)).toEqual([320, 640, 960, 1280, 1600]);
  });
});

describe('storePicture', () => {
  it('writes every variant under predictable keys and answers the srcset per type', async () => {
    const storage = new MemoryStorage();
    const stored = await storePicture(storage, 'services/form-1-abc-1', await photo(2000, 1000));
    expect(stored).toMatchObject({
      storageKey: 'services/form-1-abc-1-1600w.jpg',
      url: '/api/files/services/form-1-abc-1-1600w.jpg',
      width: 1600,
      height: 800,
    });
    expect([...storage.files.keys()].sort()).toEqual(
      [320, 640, 960, 1280, 1600]
        .flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `services/form-1-abc-1-${w}w.${ext}`))
        .sort(),
    );
    expect(pictureKeys(stored).sort()).toEqual([...storage.files.keys()].sort());
    const picture = responsiveImage(stored.width, stored.height, stored.variants);
    expect(picture).toEqual({
      width: 1600,
      height: 800,
      src: '/api/files/services/form-1-abc-1-960w.jpg',
      avif: [320, 640, 960, 1280, 1600].map((w) => `/api/files/services/form-1-abc-1-${w}w.avif ${w}w`).join(', '),
      webp: [320, 640, 960, 1280, 1600].map((w) => `/api/files/services/form-1-abc-1-${w}w.webp ${w}w`).join(', '),
      jpeg: [320, 640, 960, 1280, 1600].map((w) => `/api/files/services/form-1-abc-1-${w}w.jpg ${w}w`).join(', '),
    });
  });

  it('leaves no file behind when a write fails half-way', async () => {
    const storage = new MemoryStorage();
    storage.failOn = (key) => key.endsWith('-960w.webp');
    await expect(storePicture(storage, 'services/form-2-abc-1', await photo(1400, 900))).rejects.toThrow('disk full');
    expect(storage.files.size).toBe(0);
  });

  it('has no <picture> answer for a picture without variants (seeded SVG art)', () => {
    expect(responsiveImage(null, null, [])).toBeNull();
  });
});
