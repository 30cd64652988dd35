// Spec §3 client signup form, §7 account calls (POST api/clients, email-client-register, verify-client-register,
// GET api/user/{id}, updateAvatar/updateCover), and the upload type and size checks.
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  lastMail,
  login,
  mailsTo,
  multipart,
  TINY_PNG,
  type TestApp,
} from '../../../test/helpers';
import {
  JPEG_8X8,
  SCRIPT,
  SECRET,
  WEBP_1X1,
  jpegWithMetadata,
  png,
  pngWithMetadata,
} from '../../../test/image-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const signup = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers,
    payload: {
      first_name: 'Ana',
      last_name: 'Silva',
      phone: '912 345 678',
      email: 'ana@example.pt',
      country: 'pt',
      birthdate: '1990-04-25',
      description: '',
      vatnumber: '123456789',
      address: 'Rua Augusta 1',
      zipcode: '1100-048',
      password: 'Secret-Harbour-123',
      confirm_password: 'Secret-Harbour-123',
      ...overrides,
    },
  });

describe('POST /api/clients', () => {
  it('answers 422 with a field map for bad input', async () => {
    const res = await signup({
      email: 'not-an-email',
      first_name: '',
      password: 'short',
      confirm_password: 'x',
      birthdate: '25/04/1990',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = json<{ errors: Record<string, string[]> }>(res);
    expect(Object.keys(errors).sort()).toEqual(['birthdate', 'email', 'first_name', 'password']);
    expect(errors.email).toEqual(['The email field must be a valid email address.']);
    expect(errors.password).toEqual(['The password field must be at least 8 characters.']);
  });

  it('answers 422 on confirm_password when the passwords differ, and on password when it is weak', async () => {
    const res = await signup({ password: 'onlyletters', confirm_password: 'different1' });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      password: ['The password must have at least 8 characters, with letters and numbers.'],
      confirm_password: ['The passwords do not match.'],
    });
  });

  it('creates a CLIENT from the proven sign-up: the code answers the user + api_token with the form’s data', async () => {
    const res = await signup();
    expect(res.statusCode).toBe(202);
    const code = /\b(\d{6})\b/.exec((await lastMail(t.app, 'ana@example.pt')).text)?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-client-register',
      payload: { email: 'ana@example.pt', code },
    });
    const body = json<{
      status: boolean;
      content: Record<string, unknown> & { api_token: string; profile: Record<string, unknown> };
    }>(verified);
    expect(body.status).toBe(true);
    expect(body.content).toMatchObject({
      user_type: 'CLIENT',
      email: 'ana@example.pt',
      first_name: 'Ana',
      phone: '912345678',
      email_verified: true,
      company: null,
    });
    expect(body.content.profile).toMatchObject({
      birthdate: '1990-04-25',
      vatnumber: '123456789',
      zipcode: '1100-048',
      country: 'pt',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.content.api_token) });
    expect(me.statusCode).toBe(200);
  });
});

describe('email verification', () => {
  const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] as string;

  it('rejects a wrong code, accepts the code of either sign-up mail, then the address answers like any other', async () => {
    await signup({ email: 'bruno@example.pt', first_name: 'Bruno' });
    const firstCode = codeFrom((await lastMail(t.app, 'bruno@example.pt')).text);
    // Re-sending is signing up again: a second mail with its own code.
    await signup({ email: 'bruno@example.pt', first_name: 'Bruno' });
    const code = codeFrom((await lastMail(t.app, 'bruno@example.pt')).text);

    const wrong = ['000000', '111111', '222222'].find((c) => c !== code && c !== firstCode)!;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/verify-client-register',
      payload: { email: 'bruno@example.pt', code: wrong },
    });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.code).toEqual([
      'The verification code is invalid or has expired.',
    ]);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/verify-client-register',
      payload: { email: 'bruno@example.pt', code: firstCode },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: true, content: { email: 'bruno@example.pt', email_verified: true } });
    // The proof ends the other mail's code too.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/verify-client-register',
          payload: { email: 'bruno@example.pt', code },
        })
      ).statusCode,
    ).toBe(422);

    // Once verified, asking for a code answers like any other address (it never reveals an account) and sends nothing.
    const mailsBefore = (await mailsTo(t.app, 'bruno@example.pt')).length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/email-client-register',
      payload: { email: 'bruno@example.pt' },
    });
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(t.app, 'bruno@example.pt')).toHaveLength(mailsBefore);
  });

  it('locks the code after 5 wrong attempts', async () => {
    await signup({ email: 'carla@example.pt', first_name: 'Carla' });
    const code = codeFrom((await lastMail(t.app, 'carla@example.pt')).text);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/verify-client-register',
        payload: { email: 'carla@example.pt', code: wrong },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-client-register',
      payload: { email: 'carla@example.pt', code },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.code).toEqual([
      'Too many wrong codes. Try again in an hour.',
    ]);
  });

  it('answers 422 for a code that is not 6 digits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify-client-register',
      payload: { email: 'carla@example.pt', code: '12ab' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors)).toEqual(['code']);
  });
});

describe('GET /api/user/{id}', () => {
  it('answers the user to itself and to a SUPER, 403 to another user, 404 for a missing id', async () => {
    const clientId = await createUser(t.database, 'CLIENT', 'self@example.pt');
    const otherId = await createUser(t.database, 'CLIENT', 'other@example.pt');
    await createUser(t.database, 'SUPER', 'boss@example.pt');
    const self = await login(t.app, 'self@example.pt');
    const boss = await login(t.app, 'boss@example.pt');

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/${clientId}`, headers: bearer(self) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${otherId}`, headers: bearer(self) })).statusCode).toBe(
      403,
    );
    const asBoss = await t.app.inject({ method: 'GET', url: `/api/user/${otherId}`, headers: bearer(boss) });
    expect(json(asBoss)).toMatchObject({ status: true, content: { id: otherId, email: 'other@example.pt' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/999999', headers: bearer(boss) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${clientId}` })).statusCode).toBe(401);
  });
});

describe('avatar and cover uploads', () => {
  let token: string;
  beforeAll(async () => {
    await createUser(t.database, 'CLIENT', 'pics@example.pt');
    token = await login(t.app, 'pics@example.pt');
  });

  const upload = (path: string, data: Buffer, filename = 'me.png') => {
    const form = multipart({ field: 'file', filename, data, type: 'image/png' });
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  it('stores a PNG avatar, serves it at the returned URL, and replaces it on the next upload', async () => {
    const res = await upload('/api/clients/updateAvatar', TINY_PNG);
    expect(res.statusCode).toBe(200);
    const url = json<{ content: { profile: { avatar_url: string } } }>(res).content.profile.avatar_url;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);

    const second = await upload('/api/clients/updateAvatar', TINY_PNG);
    const url2 = json<{ content: { profile: { avatar_url: string } } }>(second).content.profile.avatar_url;
    expect(url2).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 422 on file for something that is not an image, whatever its name and Content-Type say', async () => {
    const res = await upload('/api/clients/updateCover', Buffer.from('<?php echo "x"; ?>'), 'cover.png');
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      file: ['The file must be a JPEG, PNG or WebP image.'],
    });
  });

  const send = (path: string, data: Buffer, filename: string, type: string, lang = 'en') => {
    const form = multipart({ field: 'file', filename, data, type });
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(token), ...form.headers, 'accept-language': lang },
      payload: form.payload,
    });
  };
  const stored = async (res: Awaited<ReturnType<typeof send>>, field: 'avatar_url' | 'cover_url') => {
    expect(res.statusCode).toBe(200);
    return t.app.inject({
      method: 'GET',
      url: json<{ content: { profile: Record<string, string> } }>(res).content.profile[field]!,
    });
  };

  it('refuses a .php renamed .jpg and a script behind JPEG magic bytes (422 in en and pt), and a GIF', async () => {
    const php = await send('/api/clients/updateAvatar', Buffer.from(SCRIPT), 'me.jpg', 'image/jpeg', 'pt');
    expect(php.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(php).errors).toEqual({
      file: ['O ficheiro tem de ser uma imagem JPEG, PNG ou WebP.'],
    });
    const disguised = await send(
      '/api/clients/updateAvatar',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT)]),
      'me.jpg',
      'image/jpeg',
    );
    expect(json<{ errors: Record<string, string[]> }>(disguised).errors).toEqual({
      file: ['The file must be a JPEG, PNG or WebP image.'],
    });
    const gif = await send(
      '/api/clients/updateAvatar',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'me.gif',
      'image/gif',
    );
    expect(gif.statusCode).toBe(422);
  });

  it('accepts a PNG declared as text (the content decides) and serves it as an image, inline, not sniffable', async () => {
    const image = png();
    const file = await stored(await send('/api/clients/updateAvatar', image, 'notes.txt', 'text/plain'), 'avatar_url');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="avatar-[0-9a-f]{16}\.png"$/);
    expect(file.rawPayload.equals(image)).toBe(true);
  });

  it('stores JPEG, PNG and WebP without their metadata (EXIF, XMP, text chunks, comments) or what follows the image', async () => {
    for (const [data, name] of [
      [jpegWithMetadata(), 'photo.jpg'],
      [pngWithMetadata(), 'photo.png'],
    ] as const) {
      expect(data.includes(Buffer.from(SECRET))).toBe(true);
      const file = await stored(
        await send('/api/clients/updateCover', data, name, 'application/octet-stream'),
        'cover_url',
      );
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
      expect(file.rawPayload.includes(Buffer.from(SCRIPT))).toBe(false);
    }
    const jpeg = await stored(
      await send('/api/clients/updateCover', jpegWithMetadata(), 'photo.jpg', 'image/jpeg'),
      'cover_url',
    );
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG_8X8)).toBe(true);
    const webp = await stored(
      await send('/api/clients/updateCover', WEBP_1X1, 'photo.webp', 'image/webp'),
      'cover_url',
    );
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('answers 422 on file for an image over 5 MB', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload('/api/clients/updateCover', big);
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      file: ['The file is too large (maximum 5 MB).'],
    });
  });

  it('answers 422 when the file part is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients/updateCover',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors)).toEqual(['file']);
  });

  it('refuses a path that tries to leave the storage folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/clients/{id} (profile or billing data)', () => {
  let clientId: number;
  let client: Record<string, string>;
  beforeAll(async () => {
    clientId = await createUser(t.database, 'CLIENT', 'billing@example.pt');
    client = bearer(await login(t.app, 'billing@example.pt'));
  });

  const save = (id: number, payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/clients/${id}`, headers, payload });

  type Saved = {
    status: boolean;
    content: string;
    profile: {
      id: number;
      email: string;
      first_name: string;
      last_name: string;
      phone: string | null;
      profile: Record<string, string | null>;
    };
  };

  it('saves the billing data of spec §3 (address part flat or under profile) and answers status, a confirmation and the saved user', async () => {
    const res = await save(
      clientId,
      {
        first_name: ' Rita ',
        last_name: 'Sousa',
        phone: '912 345 678',
        email: 'Billing@example.pt',
        country: 'PT',
        profile: {
          city: 'Porto',
          address: 'Rua das Flores 10',
          zipcode: '4050-262',
          vatnumber: '123456789',
          country: 'es',
        },
      },
      client,
    );
    expect(res.statusCode).toBe(200);
    const body = json<Saved>(res);
    expect(body.status).toBe(true);
    expect(body.content).toBe('Your details were saved to your profile.');
    expect(body.profile).toMatchObject({
      id: clientId,
      email: 'billing@example.pt',
      first_name: 'Rita',
      last_name: 'Sousa',
      phone: '912345678',
    });
    // Flat fields win over the same field under `profile`.
    expect(body.profile.profile).toMatchObject({
      country: 'pt',
      city: 'Porto',
      address: 'Rua das Flores 10',
      zipcode: '4050-262',
      vatnumber: '123456789',
    });

    // What is read back later (and what the checkout prefills from) is what was saved.
    const me = json<{ content: Saved['profile'] }>(
      await t.app.inject({ method: 'GET', url: `/api/user/${clientId}`, headers: client }),
    ).content;
    expect(me).toMatchObject({
      first_name: 'Rita',
      phone: '912345678',
      profile: { city: 'Porto', zipcode: '4050-262' },
    });
  });

  it('changes only the fields sent; an empty optional field clears it; the confirmation follows the request language', async () => {
    const res = await save(
      clientId,
      { profile: { city: 'Braga' }, vatnumber: '' },
      { ...client, 'accept-language': 'pt-PT' },
    );
    expect(res.statusCode).toBe(200);
    const body = json<Saved>(res);
    expect(body.content).toBe('Os seus dados foram guardados no seu perfil.');
    expect(body.profile).toMatchObject({ first_name: 'Rita', phone: '912345678' });
    expect(body.profile.profile).toMatchObject({ city: 'Braga', address: 'Rua das Flores 10', vatnumber: null });
  });

  it('answers 422 with a field map for bad input, in English and Portuguese, and saves nothing', async () => {
    const bad = {
      first_name: '',
      email: 'not-an-email',
      birthdate: '31/12/1990',
      country: 'portugal',
      profile: { city: 'x'.repeat(101) },
    };
    const en = await save(clientId, bad, client);
    expect(en.statusCode).toBe(422);
    const errors = json<{ errors: Record<string, string[]> }>(en).errors;
    expect(Object.keys(errors).sort()).toEqual(['birthdate', 'city', 'country', 'email', 'first_name']);
    expect(errors.first_name).toEqual(['The first name field is required.']);
    expect(errors.city).toEqual(['The city field may not be longer than 100 characters.']);
    const pt = await save(clientId, bad, { ...client, 'accept-language': 'pt' });
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.email).toEqual([
      'O campo e-mail tem de ser um endereço de e-mail válido.',
    ]);

    const blankName = await save(clientId, { last_name: '   ', city: 'Faro' }, client);
    expect(json<{ errors: Record<string, string[]> }>(blankName).errors).toEqual({
      last_name: ['The last name field is required.'],
    });

    const otherEmail = await save(clientId, { email: 'someone-else@example.pt', city: 'Faro' }, client);
    expect(otherEmail.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(otherEmail).errors).toEqual({
      email: ['This is the email you log in with and it cannot be changed here.'],
    });
    const me = json<{ content: Saved['profile'] }>(
      await t.app.inject({ method: 'GET', url: `/api/user/${clientId}`, headers: client }),
    ).content;
    expect(me.profile.city).toBe('Braga');
  });

  it('403 for another id (a client, a partner, a SUPER not impersonating), 401 without a token; a SUPER impersonating the client saves it', async () => {
    const otherId = await createUser(t.database, 'CLIENT', 'billing-other@example.pt');
    expect((await save(otherId, { city: 'Evora' }, client)).statusCode).toBe(403);
    expect((await save(clientId, { city: 'Evora' }, {})).statusCode).toBe(401);
    await createUser(t.database, 'SUPPLIER', 'billing-partner@example.pt');
    const partner = bearer(await login(t.app, 'billing-partner@example.pt'));
    expect((await save(clientId, { city: 'Evora' }, partner)).statusCode).toBe(403);

    await createUser(t.database, 'SUPER', 'billing-boss@example.pt');
    const boss = bearer(await login(t.app, 'billing-boss@example.pt'));
    expect((await save(otherId, { city: 'Evora' }, boss)).statusCode).toBe(403);
    expect((await save(clientId, { city: 'Evora', impersonate_id: otherId }, boss)).statusCode).toBe(403);
    const asClient = await save(otherId, { city: 'Evora', impersonate_id: otherId }, boss);
    expect(asClient.statusCode).toBe(200);
    expect(json<Saved>(asClient).profile).toMatchObject({ id: otherId, profile: { city: 'Evora' } });
    const mine = json<{ content: Saved['profile'] }>(
      await t.app.inject({ method: 'GET', url: `/api/user/${clientId}`, headers: client }),
    ).content;
    expect(mine.profile.city).toBe('Braga');
  });
});
