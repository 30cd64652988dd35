// Issue 13 §9: a partner invites a team member who sets a password from the mail and signs in to the same company
// with what the role allows; names and roles change; removing a member ends their sessions; others are kept out.
import { sql } from 'drizzle-orm';
import { teamRoles } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { partnerCompany, type Catalogue } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
let rival: string;
const roleIds: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['Administrator', 'Bookings manager', 'Content editor']) {
    const [r] = await t.database.db.insert(teamRoles).values({ roleName: name, descriptionEn: `${name} en`, descriptionPt: `${name} pt` }).returning();
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
  ((await t.database.db.execute(sql`select subject, text from outbox_emails where "to" = ${to} order by id desc limit 1`)) as unknown as { rows: { subject: string; text: string }[] }).rows[0];
interface Member {
  id: number;
  email: string;
  joined: boolean;
  role: { role_name: string };
}

describe('team members', () => {
  it('invites a member who sets a password from the mail and signs in with the role’s rights only', async () => {
    const res = await post('/api/team-members', owner, { first_name: 'Inês', last_name: 'Costa', email: 'Ines@Example.pt', phone: '912345678', role_id: roleIds['Bookings manager'] });
    expect(res.statusCode).toBe(200);
    const member = json<{ content: Member }>(res).content;
    expect(member).toMatchObject({ email: 'ines@example.pt', joined: false, role: { role_name: 'Bookings manager' } });

    const mail = await mailTo('ines@example.pt');
    expect(mail?.subject).toBe(`You are invited to the ${await companyName()} team`);
    const link = new URL(/(http\S+)/.exec(mail!.text)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token'), password: 'Team12345', password_confirmation: 'Team12345' },
    });
    expect(reset.statusCode).toBe(200);
    const token = await login(t.app, 'ines@example.pt', 'Team12345');
    const access = json<{ content: { company_id: number; permissions: string[] } }>(await get('/api/dashboard/access', token)).content;
    expect(access).toMatchObject({ company_id: mine.companyId, permissions: ['bookings'] });
    expect((await get('/api/dashboard/services', token)).statusCode).toBe(403);
    expect((await get('/api/team-members', token)).statusCode).toBe(403);
    const listed = json<{ content: Member[] }>(await get('/api/team-members', owner)).content;
    expect(listed.find((m) => m.id === member.id)?.joined).toBe(true);
  });

  it('refuses an e-mail that already has an account and an unknown role, in en and pt', async () => {
    await createUser(t.database, 'CLIENT', 'customer@example.pt');
    const taken = await post('/api/team-members', owner, { first_name: 'A', last_name: 'B', email: 'customer@example.pt', role_id: roleIds['Content editor'] }, 'pt');
    expect(taken.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(taken).errors.email).toEqual(['Este email já tem uma conta; convide outro endereço.']);
    const role = await post('/api/team-members', owner, { first_name: 'A', last_name: 'B', email: 'new@example.pt', role_id: 99999 });
    expect(json<{ errors: Record<string, string[]> }>(role).errors.role_id).toEqual(['Choose one of the listed roles.']);
  });

  it('changes a member’s role, removes them (ending their sessions), and keeps other partners out', async () => {
    const res = await post('/api/team-members', owner, { first_name: 'Tiago', last_name: 'Lopes', email: 'tiago@example.pt', role_id: roleIds['Content editor'] });
    const member = json<{ content: Member }>(res).content;
    expect((await get(`/api/team-members/${member.id}`, rival)).statusCode).toBe(404);
    expect((await post(`/api/team-members/${member.id}/update`, rival, { first_name: 'X', last_name: 'Y', role_id: roleIds.Administrator })).statusCode).toBe(404);
    expect((await post(`/api/team-members/${member.id}/destroy`, rival, {})).statusCode).toBe(404);

    const updated = await post(`/api/team-members/${member.id}/update`, owner, { first_name: 'Tiago', last_name: 'Lopes', role_id: roleIds.Administrator });
    expect(json<{ content: Member }>(updated).content.role.role_name).toBe('Administrator');

    await t.database.db.execute(sql`update users set password_hash = (select password_hash from users where email = ${mine.supplierEmail}) where email = 'tiago@example.pt'`);
    const session = await login(t.app, 'tiago@example.pt');
    expect((await get('/api/dashboard/services', session)).statusCode).toBe(200);
    expect((await post(`/api/team-members/${member.id}/destroy`, owner, {})).statusCode).toBe(200);
    expect((await get('/api/dashboard/services', session)).statusCode).toBe(401);
    expect((await get(`/api/team-members/${member.id}`, owner)).statusCode).toBe(404);
  });
});

async function companyName(): Promise<string> {
  const r = (await t.database.db.execute(sql`select trade_name from companies where id = ${mine.companyId}`)) as unknown as { rows: { trade_name: string }[] };
  return r.rows[0]!.trade_name;
}
