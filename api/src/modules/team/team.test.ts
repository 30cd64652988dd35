// A partner invites a team member who sets a password from the mail and signs in to the same company
// with what the role allows; names and roles change; removing a member ends their sessions; others are kept out.
import { sql } from 'drizzle-orm';
import { teamRoles } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, PASSWORD, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
let rival: string;
const roleIds: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['Administrator', 'Bookings manager', 'Content editor']) {
    const [r] = await t.database.db
      .insert(teamRoles)
      .values({ roleName: name, descriptionEn: `${name} en`, descriptionPt: `${name} pt` })
      .returning();
    roleIds[name] = r!.id;
  }
  mine = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, (await partnerCompany(t.database)).supplierEmail);
});
afterAll(async () => t.close());

const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const mailTo = async (to: string) =>
  (
    (await t.database.db.execute(
      sql`select subject, text from outbox_emails where "to" = ${to} order by id desc limit 1`,
    )) as unknown as { rows: { subject: string; text: string }[] }
  ).rows[0];
interface Member {
  id: number;
  email: string;
  joined: boolean;
  role: { role_name: string };
}

describe('team members', () => {
  it('invites a member who sets a password from the mail and signs in with the role’s rights only', async () => {
    const res = await post('/api/team-members', owner, {
      first_name: 'Inês',
      last_name: 'Costa',
      email: 'Ines@Example.pt',
      phone: '912345678',
      role_id: roleIds['Bookings manager'],
    });
    expect(res.statusCode).toBe(200);
    const member = json<{ content: Member }>(res).content;
    expect(member).toMatchObject({ email: 'ines@example.pt', joined: false, role: { role_name: 'Bookings manager' } });

    const mail = await mailTo('ines@example.pt');
    expect(mail?.subject).toBe(`You are invited to the ${await companyName()} team`);
    const link = new URL(/(http\S+)/.exec(mail!.text)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'Team-Lantern-45',
        password_confirmation: 'Team-Lantern-45',
      },
    });
    expect(reset.statusCode).toBe(200);
    const token = await login(t.app, 'ines@example.pt', 'Team-Lantern-45');
    const access = json<{ content: { company_id: number; permissions: string[] } }>(
      await get('/api/dashboard/access', token),
    ).content;
    expect(access).toMatchObject({ company_id: mine.companyId, permissions: ['bookings'] });
    expect((await get('/api/dashboard/services', token)).statusCode).toBe(403);
    expect((await get('/api/team-members', token)).statusCode).toBe(403);
    const listed = json<{ content: Member[] }>(await get('/api/team-members', owner)).content;
    expect(listed.find((m) => m.id === member.id)?.joined).toBe(true);
  });

  it('answers the dashboard home in one call, each part as its own call answers it, as far as the role allows', async () => {
    await post('/api/team-members', owner, {
      first_name: 'Rui',
      last_name: 'Sá',
      email: 'rui@example.pt',
      role_id: roleIds['Bookings manager'],
    });
    const link = new URL(/(http\S+)/.exec((await mailTo('rui@example.pt'))!.text)![1]!);
    await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        email: link.searchParams.get('email'),
        token: link.searchParams.get('token'),
        password: 'Team-Lantern-45',
        password_confirmation: 'Team-Lantern-45',
      },
    });
    const member = await login(t.app, 'rui@example.pt', 'Team-Lantern-45');
    // One paid item of this company, so its lists are not empty.
    await createUser(t.database, 'CLIENT', 'home-buyer@example.pt');
    const buyer = bearer(await login(t.app, 'home-buyer@example.pt'));
    await putCart(t.app, [line(await experience(t.database.db, mine), futureDate(5), 1, 'home')], buyer);
    expect(
      (await book(t.app, buyer, { payment_method: 'card', card_number: '4242424242424242', billingData: undefined }))
        .statusCode,
    ).toBe(200);
    type Home = {
      access: { permissions: string[] };
      new: unknown;
      accepted: unknown;
      revenue: unknown;
      views: unknown;
    };
    const homeOf = async (token: string) => json<{ content: Home }>(await get('/api/dashboard/home', token)).content;
    const content = async (url: string, token: string) => json<{ content: unknown }>(await get(url, token)).content;

    const full = await homeOf(owner);
    expect(full.access).toEqual(await content('/api/dashboard/access', owner));
    expect(full.new).toEqual(
      await content('/api/dashboard/booking-items?page=1&items=5&sort=desc&destination=new', owner),
    );
    expect(full.accepted).toEqual(
      await content('/api/dashboard/booking-items?page=1&items=5&sort=asc&destination=accepted', owner),
    );
    expect(full.revenue).toEqual(await content('/api/dashboard/revenue', owner));
    expect(full.views).toEqual(await content('/api/dashboard/service-views?days=30', owner));

    const limited = await homeOf(member);
    expect(limited.access.permissions).toEqual(['bookings']);
    expect(limited.new).toEqual(full.new);
    expect(limited).toMatchObject({ revenue: null, views: null });
    expect(full.new).toMatchObject({ total: 1 });
    // Another company's home has none of these items.
    expect((await homeOf(rival)).new).toMatchObject({ total: 0, data: [] });
  });

  it('answers an e-mail that already has an account exactly like a new one, taking nothing over; refuses an unknown role', async () => {
    await createUser(t.database, 'CLIENT', 'customer@example.pt');
    const invite = (email: string) =>
      post(
        '/api/team-members',
        owner,
        { first_name: 'A', last_name: 'B', email, role_id: roleIds['Content editor'] },
        'pt',
      );
    const taken = await invite('customer@example.pt');
    const fresh = await invite('brand-new@example.pt');
    expect([taken.statusCode, fresh.statusCode]).toEqual([200, 200]);
    const shape = (res: typeof taken) => {
      const {
        id: _id,
        email: _email,
        created_at: _at,
        ...rest
      } = json<{ content: Member & { created_at?: string } }>(res).content;
      return rest;
    };
    expect(shape(taken)).toEqual(shape(fresh));
    // The customer's account is untouched: still a customer, still signs in with its password, no link was sent.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'customer@example.pt', password: PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const mail = await mailTo('customer@example.pt');
    expect(mail?.text).not.toMatch(/password\/reset/);
    const role = await post('/api/team-members', owner, {
      first_name: 'A',
      last_name: 'B',
      email: 'new@example.pt',
      role_id: 99999,
    });
    expect(json<{ errors: Record<string, string[]> }>(role).errors.role_id).toEqual([
      'Choose one of the listed roles.',
    ]);
  });

  it('refuses an address already on the team with a message on the field, whether or not it has an account', async () => {
    await createUser(t.database, 'CLIENT', 'twice-customer@example.pt');
    const invite = (email: string) =>
      post('/api/team-members', owner, { first_name: 'A', last_name: 'B', email, role_id: roleIds['Content editor'] });
    for (const email of ['twice-customer@example.pt', 'twice-new@example.pt']) {
      expect((await invite(email)).statusCode).toBe(200);
      const again = await invite(email.toUpperCase());
      expect(again.statusCode).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(again).errors.email).toEqual([
        'This address is already on your team.',
      ]);
    }
  });

  it('changes a member’s role, removes them (ending their sessions), and keeps other partners out', async () => {
    const res = await post('/api/team-members', owner, {
      first_name: 'Tiago',
      last_name: 'Lopes',
      email: 'tiago@example.pt',
      role_id: roleIds['Content editor'],
    });
    const member = json<{ content: Member }>(res).content;
    expect((await get(`/api/team-members/${member.id}`, rival)).statusCode).toBe(404);
    expect(
      (
        await post(`/api/team-members/${member.id}/update`, rival, {
          first_name: 'X',
          last_name: 'Y',
          role_id: roleIds.Administrator,
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(`/api/team-members/${member.id}/destroy`, rival, {})).statusCode).toBe(404);

    const updated = await post(`/api/team-members/${member.id}/update`, owner, {
      first_name: 'Tiago',
      last_name: 'Lopes',
      role_id: roleIds.Administrator,
    });
    expect(json<{ content: Member }>(updated).content.role.role_name).toBe('Administrator');

    await t.database.db.execute(
      sql`update users set password_hash = (select password_hash from users where email = ${mine.supplierEmail}) where email = 'tiago@example.pt'`,
    );
    const session = await login(t.app, 'tiago@example.pt');
    expect((await get('/api/dashboard/services', session)).statusCode).toBe(200);
    expect((await post(`/api/team-members/${member.id}/destroy`, owner, {})).statusCode).toBe(200);
    expect((await get('/api/dashboard/services', session)).statusCode).toBe(401);
    expect((await get(`/api/team-members/${member.id}`, owner)).statusCode).toBe(404);
  });
});

async function companyName(): Promise<string> {
  const r = (await t.database.db.execute(
    sql`select trade_name from companies where id = ${mine.companyId}`,
  )) as unknown as { rows: { trade_name: string }[] };
  return r.rows[0]!.trade_name;
}
