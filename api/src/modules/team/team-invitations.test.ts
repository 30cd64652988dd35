// A partner resends a pending invitation (a fresh link that voids the old one, not twice a minute) and changes a
// member's role from the team list; the owner's role stays, and a member without the team permission is refused.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { teamRoles } from '../../db/schema';
import { LocalStorage } from '../../plugins/storage';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { partnerCompany, type Catalogue } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
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
});
afterAll(async () => t.close());

const post = (url: string, token: string, payload: object, lang = 'en', app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });

/** A second API instance over the same database, as docker-compose runs two. */
async function secondInstance(): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'off', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, {
    database: t.database,
    storage: new LocalStorage(config.uploadsDir),
    docsUi: false,
  });
  await app.ready();
  return app;
}
const mailsTo = async (to: string) =>
  (
    (await t.database.db.execute(
      sql`select subject, text from outbox_emails where "to" = ${to} order by id desc`,
    )) as unknown as { rows: { subject: string; text: string }[] }
  ).rows;
const linkOf = (text: string) => new URL(/(http\S+)/.exec(text)![1]!);
const setPassword = (link: URL, password = 'Team-Lantern-45') =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password,
      password_confirmation: password,
    },
  });
const invite = async (email: string, role = 'Content editor', lang = 'en') =>
  json<{ content: { id: number } }>(
    await post(
      '/api/team-members',
      owner,
      { first_name: 'Ana', last_name: 'Reis', email, role_id: roleIds[role] },
      lang,
    ),
  ).content.id;
/** Moves the member's last invitation back in time, as if it was sent a while ago. */
const ageInvitation = async (email: string) => {
  await t.database.db.execute(
    sql`update password_resets set created_at = created_at - interval '2 minutes' where user_id = (select id from users where email = ${email})`,
  );
  await t.database.db.execute(
    sql`update team_members set created_at = created_at - interval '2 minutes', notice_sent_at = notice_sent_at - interval '2 minutes' where email = ${email}`,
  );
};
const errorsOf = (res: Awaited<ReturnType<typeof post>>) => json<{ errors: Record<string, string[]> }>(res).errors;

describe('resending an invitation', () => {
  it('mails a fresh invitation link in the invitee’s language, which works while the old one no longer does', async () => {
    const id = await invite('resend@example.pt', 'Content editor', 'pt');
    const [first] = await mailsTo('resend@example.pt');
    await ageInvitation('resend@example.pt');
    const res = await post(`/api/team-members/${id}/resend-invitation`, owner, {}, 'en');
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo('resend@example.pt');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toMatch(/^Foi convidado para a equipa/);
    const fresh = linkOf(mails[0]!.text);
    expect(fresh.pathname).toBe('/pt/password/reset');
    expect(fresh.searchParams.get('invitation')).toBe('1');
    expect((await setPassword(linkOf(first!.text))).statusCode).toBe(422);
    expect((await setPassword(fresh)).statusCode).toBe(200);
  });

  it('refuses a second resend within a minute, and a member who has already joined, with a message', async () => {
    const id = await invite('too-soon@example.pt');
    const soon = await post(`/api/team-members/${id}/resend-invitation`, owner, {});
    expect(soon.statusCode).toBe(422);
    expect(errorsOf(soon).id).toEqual(['An invitation was sent less than a minute ago. Wait a moment and try again.']);
    expect(await mailsTo('too-soon@example.pt')).toHaveLength(1);

    await setPassword(linkOf((await mailsTo('too-soon@example.pt'))[0]!.text));
    await ageInvitation('too-soon@example.pt');
    const joined = await post(`/api/team-members/${id}/resend-invitation`, owner, {});
    expect(joined.statusCode).toBe(422);
    expect(errorsOf(joined).id).toEqual(['This member has already accepted the invitation.']);
  });

  it('answers an address that already had an account like any pending one: its owner is told again, not twice a minute', async () => {
    await createUser(t.database, 'CLIENT', 'has-account@example.pt');
    const id = await invite('has-account@example.pt');
    const early = await post(`/api/team-members/${id}/resend-invitation`, owner, {});
    expect(early.statusCode).toBe(422);
    await ageInvitation('has-account@example.pt');
    const res = await post(`/api/team-members/${id}/resend-invitation`, owner, {});
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo('has-account@example.pt');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).not.toMatch(/password\/reset/);
    const soon = await post(`/api/team-members/${id}/resend-invitation`, owner, {});
    expect(soon.statusCode).toBe(422);
    expect(errorsOf(soon).id).toEqual(['An invitation was sent less than a minute ago. Wait a moment and try again.']);
  });

  it('keeps the minute between resends across API instances, for an address that already had an account', async () => {
    await createUser(t.database, 'CLIENT', 'two-instances@example.pt');
    const id = await invite('two-instances@example.pt');
    await ageInvitation('two-instances@example.pt');
    const other = await secondInstance();
    try {
      expect((await post(`/api/team-members/${id}/resend-invitation`, owner, {})).statusCode).toBe(200);
      const soon = await post(`/api/team-members/${id}/resend-invitation`, owner, {}, 'en', other);
      expect(soon.statusCode).toBe(422);
      expect(await mailsTo('two-instances@example.pt')).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for another company’s member or an unknown one, and 422 for a bad id, never a 5xx', async () => {
    expect((await post('/api/team-members/999999/resend-invitation', owner, {})).statusCode).toBe(404);
    const rival = await login(t.app, (await partnerCompany(t.database)).supplierEmail);
    const id = await invite('not-theirs@example.pt');
    await ageInvitation('not-theirs@example.pt');
    expect((await post(`/api/team-members/${id}/resend-invitation`, rival, {})).statusCode).toBe(404);
    expect((await post('/api/team-members/abc/resend-invitation', owner, {})).statusCode).toBe(422);
  });
});

describe('changing a member’s role', () => {
  it('lets the owner change it, and refuses a member whose role does not allow managing the team', async () => {
    const id = await invite('role-change@example.pt', 'Content editor');
    const res = await post(`/api/team-members/${id}/role`, owner, { role_id: roleIds['Bookings manager'] });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { role: { role_name: string } } }>(res).content.role.role_name).toBe('Bookings manager');

    await setPassword(linkOf((await mailsTo('role-change@example.pt'))[0]!.text));
    const member = await login(t.app, 'role-change@example.pt', 'Team-Lantern-45');
    const refused = await post(`/api/team-members/${id}/role`, member, { role_id: roleIds.Administrator });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps the owner’s own role, and answers bad input with a field map', async () => {
    const ownerRow = json<{ content: { id: number } }>(
      await post('/api/team-members', owner, {
        first_name: 'Owner',
        last_name: 'Alias',
        email: 'owner-alias@example.pt',
        role_id: roleIds['Content editor'],
      }),
    ).content.id;
    // The company's owner listed on its own team (as some companies do): their role is not the team's to change.
    await t.database.db.execute(
      sql`update team_members set user_id = (select owner_user_id from companies where id = ${mine.companyId}) where id = ${ownerRow}`,
    );
    const own = await post(`/api/team-members/${ownerRow}/role`, owner, { role_id: roleIds.Administrator });
    expect(own.statusCode).toBe(422);
    expect(errorsOf(own).role_id).toEqual(['The company owner’s role cannot be changed.']);

    // The list says which row is the owner's, so the page offers no role change or removal there.
    const list = json<{ content: { id: number; is_owner: boolean }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/team-members', headers: bearer(owner) }),
    ).content;
    expect(list.filter((m) => m.is_owner).map((m) => m.id)).toEqual([ownerRow]);
    // Nobody on the team removes the owner, not even a member whose role manages the team.
    await invite('team-admin@example.pt', 'Administrator');
    await setPassword(linkOf((await mailsTo('team-admin@example.pt'))[0]!.text));
    const admin = await login(t.app, 'team-admin@example.pt', 'Team-Lantern-45');
    const removed = await post(`/api/team-members/${ownerRow}/destroy`, admin, {});
    expect(removed.statusCode).toBe(422);
    expect(errorsOf(removed).id).toEqual(['The company owner cannot be removed from the team.']);

    const id = await invite('role-bad@example.pt');
    const unknown = await post(`/api/team-members/${id}/role`, owner, { role_id: 99999 });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown).role_id).toEqual(['Choose one of the listed roles.']);
    const missing = await post(`/api/team-members/${id}/role`, owner, { role_id: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorsOf(missing))).toContain('role_id');
  });
});
