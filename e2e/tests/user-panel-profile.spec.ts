// A customer changes their data on /user-panel/profile and uploads a profile picture (a small real
// PNG); both are there after a reload (en and pt).
import { deflateSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { localizePath } from '../support/site';
import { freshCustomer, pageAs, panel, ut } from './user-panel-support';

/** A real 16×16 PNG (RGB gradient), built here so the journey carries no binary fixture. */
function smallPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(16, 0);
  ihdr.writeUInt32BE(16, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.concat(
    Array.from({ length: 16 }, (_, y) =>
      Buffer.from([0, ...Array.from({ length: 48 }, (_, i) => (y * 16 + i * 5) % 256)]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const locale of ['en', 'pt'] as const) {
  test(`change the profile and the profile picture (${locale})`, async ({ openContext, request }) => {
    const who = await freshCustomer(request, `profile-${locale}`);
    const page = await pageAs(openContext, who.user, locale);
    await page.goto(localizePath('/user-panel/profile', locale));
    const form = panel(page);
    const firstName = form.getByLabel(ut(locale, 'profile.first_name'));
    await expect(firstName).toHaveValue(who.customer.first_name);
    await firstName.fill('Beatriz');
    await form.getByLabel(ut(locale, 'profile.address')).fill('Rua das Flores 12');
    await form.getByRole('button', { name: ut(locale, 'profile.save') }).click();
    await expect(
      form
        .getByRole('status')
        .filter({ hasText: locale === 'pt' ? 'Os seus dados foram guardados' : 'Your details were saved' }),
    ).toBeVisible();

    await form
      .getByLabel(ut(locale, 'profile.avatarLabel'))
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: smallPng() });
    await expect(form.getByText(ut(locale, 'profile.uploaded'))).toBeVisible();
    const avatar = form.getByRole('img', { name: ut(locale, 'profile.avatarAlt') });
    await expect(avatar).toBeVisible();
    // Visible comes before loaded: wait until the browser has decoded the stored picture (16 px wide).
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);

    // What was saved is what the page shows after a reload.
    await page.reload();
    await expect(form.getByLabel(ut(locale, 'profile.first_name'))).toHaveValue('Beatriz');
    await expect(form.getByLabel(ut(locale, 'profile.address'))).toHaveValue('Rua das Flores 12');
    await expect(form.getByRole('img', { name: ut(locale, 'profile.avatarAlt') })).toHaveAttribute(
      'src',
      /^\/api\/files\/users\/\d+\/avatar-[0-9a-f]+\.png$/,
    );
  });
}
