// Every image upload (partner logos, avatars and covers, website heroes, service photos) is checked by its
// structure and its size: the bytes must parse as a real PNG, JPEG or WebP (a GIF, or a GIF/HTML polyglot, is
// refused) and the header may not claim more than MAX_IMAGE_SIDE per side or MAX_IMAGE_PIXELS in all (a PNG that
// says 60000×60000 is refused before anything decodes it), each a 422 with a clear message on the field.
import { checkImage, imageProblem, MAX_IMAGE_SIDE } from '../../lib/images';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  login,
  multipart,
  TINY_PNG,
  type TestApp,
} from '../../../test/helpers';

/** TINY_PNG with its header saying width × height (the chunk CRCs are not checked by any reader here). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}
const GIF_HTML_POLYGLOT = Buffer.from(
  'GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=1;<html><script>alert(document.domain)</script></html>',
  'latin1',
);

describe('checkImage (logos, service photos)', () => {
  it('takes a real PNG, and refuses a GIF/HTML polyglot and a PNG claiming 60000×60000', () => {
    expect(checkImage(TINY_PNG)).toMatchObject({ type: 'image/png' });
    expect(checkImage(GIF_HTML_POLYGLOT)).toEqual({ problem: { key: 'files.wrongType' } });
    expect(checkImage(pngClaiming(60_000, 60_000))).toEqual({
      problem: { key: 'files.dimensionsTooLarge', params: { max: MAX_IMAGE_SIDE } },
    });
    expect(checkImage(pngClaiming(MAX_IMAGE_SIDE, 2))).toMatchObject({ type: 'image/png' });
    expect(imageProblem(pngClaiming(9000, 9000))).toMatchObject({ key: 'files.dimensionsTooLarge' });
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.database, 'CLIENT', 'avatar@test.pt');
  });
  afterAll(() => t.close());

  it('an avatar claiming 60000×60000 is a 422 on file, in en and pt', async () => {
    const token = await login(t.app, 'avatar@test.pt');
    for (const [lang, text] of [
      ['en', /too large/],
      ['pt', /demasiado grande/],
    ] as const) {
      const body = multipart({
        field: 'file',
        filename: 'huge.png',
        data: pngClaiming(60_000, 60_000),
        type: 'image/png',
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clients/updateAvatar',
        headers: { ...bearer(token), ...body.headers, 'accept-language': lang },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors.file?.[0]).toMatch(text);
    }
  });
});
