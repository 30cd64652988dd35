// Team and roles, impersonation rules and the audit log (ADR 014, ADR 005).
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../../db/schema';
import { bearer, buildTestApp, createUser, json, login, PASSWORD, type TestApp } from '../../../../test/helpers';
import { createStaffUser } from '../test-staff';

let t: TestApp;
let owner: { id: number; token: string };
let admin: { id: number; token: string };
let support: { id: number; token: string };
let content: { id: number; token: string };
let clientId: number;

beforeAll(async () => {
  t = await buildTestApp();
  owner = { id: await createUser(t.database, 'SUPER', 'owner@team.pt'), token: '' };
  owner.token = await login(t.app, 'owner@team.pt');
  admin = await createStaffUser(t.app, t.database, 'admin', 'admin@team.pt');
  support = await createStaffUser(t.app, t.database, 'support', 'support@team.pt');
  content = await createStaffUser(t.app, t.database, 'content', 'content@team.pt');
  clientId = await createUser(t.database, 'CLIENT', 'client@team.pt');
});
afterAll(async () => t.close());

type Member = { id: number; email: string; role: string; owner: boolean; first_name: string };
type Audit = {
  action: string;
  staff: { id: number };
  acting_as: { id: number };
  entity_id: string | null;
  before: unknown;
  after: unknown;
  path: string;
};

describe('GET api/super/me and api/super/roles', () => {
  it('gives each staff member their role and permissions; an owner account is admin', async () => {
    const me = json<{ content: { role: string; permissions: string[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/me', headers: bearer(content.token) }),
    ).content;
    expect(me).toMatchObject({ role: 'content', permissions: ['services', 'reviews', 'chatbot', 'website'] });
    const ownerMe = json<{ content: { role: string; permissions: string[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/me', headers: bearer(owner.token) }),
    ).content;
    expect(ownerMe.role).toBe('admin');
    expect(ownerMe.permissions).toContain('team');
  });

  it('lists the roles with their names in the request language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/super/roles',
      headers: { ...bearer(admin.token), 'accept-language': 'pt' },
    });
    const roles = json<{ content: { role: string; name: string; permissions: string[] }[] }>(res).content;
    expect(roles.map((r) => [r.role, r.name])).toEqual([
      ['admin', 'Administrador'],
      ['finance', 'Finanças'],
      ['support', 'Apoio'],
      ['content', 'Conteúdos'],
    ]);
    expect(roles.find((r) => r.role === 'finance')?.permissions).toEqual(['dashboard', 'sales', 'invoices']);
  });
});

describe('POST api/super/team', () => {
  it('adds a staff member who is mailed a link to set a password, then signs in with their role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super/team',
      headers: bearer(admin.token),
      payload: { email: ' Nova.Colega@Team.pt ', first_name: 'Nova', last_name: 'Colega', role: 'finance' },
    });
    expect(res.statusCode).toBe(201);
    const member = json<{ content: Member }>(res).content;
    expect(member).toMatchObject({ email: 'nova.colega@team.pt', role: 'finance', owner: false });

    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'nova.colega@team.pt'));
    expect(mail?.subject).toBe('Your Roteiro back-office account');
    const link = /\/password\/reset\?token=([^&\s]+)&email=/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        token: decodeURIComponent(link?.[1] ?? ''),
        email: 'nova.colega@team.pt',
        password: 'Nova-Colega-Lantern-7',
        password_confirmation: 'Nova-Colega-Lantern-7',
      },
    });
    expect(reset.statusCode).toBe(200);
    const token = await login(t.app, 'nova.colega@team.pt', 'Nova-Colega-Lantern-7');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/super/audit-log', headers: bearer(token) })).statusCode,
    ).toBe(403);

    const audit = json<{ content: { data: Audit[] } }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/super/audit-log?action=team.create',
        headers: bearer(admin.token),
      }),
    ).content.data;
    expect(audit[0]).toMatchObject({
      action: 'team.create',
      staff: { id: admin.id },
      acting_as: { id: admin.id },
      entity_id: String(member.id),
      before: null,
    });
    expect(audit[0]?.after).toMatchObject({ email: 'nova.colega@team.pt', role: 'finance' });
  });

  it('answers 422 on email for an address that has an account, in en and pt', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/super/team',
      headers: bearer(admin.token),
      payload: { email: 'client@team.pt', first_name: 'A', last_name: 'B', role: 'support' },
    });
    expect(en.statusCode).toBe(422);
    expect(json(en)).toMatchObject({ errors: { email: ['An account with this email already exists.'] } });
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/super/team',
      headers: { ...bearer(admin.token), 'accept-language': 'pt' },
      payload: { email: 'not-an-email', first_name: 'A', last_name: 'B', role: 'support' },
    });
    expect(json(pt)).toMatchObject({ errors: { email: ['Introduza um endereço de email válido.'] } });
    const badRole = await t.app.inject({
      method: 'POST',
      url: '/api/super/team',
      headers: bearer(admin.token),
      payload: { email: 'x@team.pt', first_name: 'A', last_name: 'B', role: 'owner' },
    });
    expect(badRole.statusCode).toBe(422);
    expect(json<{ errors: Record<string, unknown> }>(badRole).errors).toHaveProperty('role');
  });
});

describe('POST api/super/team/{id}/update and GET api/super/team', () => {
  it('changes a role, records before and after, and the new role applies at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/super/team/${content.id}/update`,
      headers: bearer(admin.token),
      payload: { role: 'support' },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: Member }>(res).content.role).toBe('support');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/super/me', headers: bearer(content.token) })).json().content.role,
    ).toBe('support');

    const audit = json<{ content: { data: Audit[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/super/audit-log?action=team.update&staff_id=${admin.id}`,
        headers: bearer(admin.token),
      }),
    ).content.data;
    expect(audit[0]).toMatchObject({
      entity_id: String(content.id),
      before: { role: 'content' },
      after: { role: 'support' },
    });
  });

  it('refuses to change your own role or an owner account', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/super/team/${admin.id}/update`,
      headers: bearer(admin.token),
      payload: { role: 'finance' },
    });
    expect(json(self)).toMatchObject({ errors: { role: ['You cannot change your own role.'] } });
    const ownerChange = await t.app.inject({
      method: 'POST',
      url: `/api/super/team/${owner.id}/update`,
      headers: bearer(admin.token),
      payload: { role: 'content' },
    });
    expect(ownerChange.statusCode).toBe(422);
    const notStaff = await t.app.inject({
      method: 'POST',
      url: `/api/super/team/${clientId}/update`,
      headers: bearer(admin.token),
      payload: { role: 'content' },
    });
    expect(notStaff.statusCode).toBe(404);
  });

  it('lists the team with search and role filters', async () => {
    const all = json<{ content: { total: number; data: Member[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/team', headers: bearer(admin.token) }),
    ).content;
    expect(all.data.map((m) => m.email)).toEqual(
      expect.arrayContaining(['owner@team.pt', 'admin@team.pt', 'support@team.pt']),
    );
    expect(all.data.map((m) => m.email)).not.toContain('client@team.pt');
    const admins = json<{ content: { data: Member[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/team?role=admin', headers: bearer(admin.token) }),
    ).content.data;
    expect(admins.map((m) => m.email).sort()).toEqual(['admin@team.pt', 'owner@team.pt']);
    const found = json<{ content: { data: Member[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/team?search=SUPPORT%40', headers: bearer(admin.token) }),
    ).content.data;
    expect(found.map((m) => m.email)).toEqual(['support@team.pt']);
  });
});

describe('POST api/super/team/{id}/deactivate and /reactivate', () => {
  it('ends the sessions at once, refuses sign-in with a clear message, keeps the history, and reactivates; each audited', async () => {
    const leaver = await createStaffUser(t.app, t.database, 'admin', 'leaver@team.pt');
    const otherSession = await login(t.app, 'leaver@team.pt');
    // Something they did stays in the audit log with their name.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/super/team',
      headers: bearer(leaver.token),
      payload: { email: 'added-by-leaver@team.pt', first_name: 'A', last_name: 'B', role: 'content' },
    });
    expect(added.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/super/team/${leaver.id}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { active: boolean; deactivated_at: string | null } }>(res).content).toMatchObject({
      active: false,
      deactivated_at: expect.any(String),
    });
    for (const token of [leaver.token, otherSession]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/super/me', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    for (const lang of ['en', 'pt']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': lang },
        payload: { email: 'leaver@team.pt', password: PASSWORD, rememberMe: 0 },
      });
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toMatchObject({
        errors: {
          email: [
            lang === 'en' ? expect.stringContaining('has been deactivated') : expect.stringContaining('foi desativada'),
          ],
        },
      });
    }
    // A wrong password still gets the usual answer: the refusal tells nothing to someone without the password.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'leaver@team.pt', password: 'Wrong12345', rememberMe: 0 },
    });
    expect(JSON.stringify(json(wrong))).not.toContain('deactivated');

    const listed = json<{ content: { data: (Member & { active: boolean })[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/team?search=leaver%40', headers: bearer(admin.token) }),
    ).content.data;
    expect(listed.find((m) => m.email === 'leaver@team.pt')).toMatchObject({ role: 'admin', active: false });
    const history = json<{ content: { data: Audit[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/super/audit-log?action=team.create&staff_id=${leaver.id}`,
        headers: bearer(admin.token),
      }),
    ).content.data;
    expect(history).toEqual([expect.objectContaining({ staff: expect.objectContaining({ id: leaver.id }) })]);

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/super/team/${leaver.id}/reactivate`,
      headers: bearer(admin.token),
    });
    expect(json<{ content: { active: boolean } }>(back).content.active).toBe(true);
    const token = await login(t.app, 'leaver@team.pt');
    expect((await t.app.inject({ method: 'GET', url: '/api/super/me', headers: bearer(token) })).statusCode).toBe(200);

    for (const [action, before, after] of [
      ['team.deactivate', true, false],
      ['team.reactivate', false, true],
    ] as const) {
      const audit = json<{ content: { data: Audit[] } }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/super/audit-log?action=${action}&staff_id=${admin.id}`,
          headers: bearer(admin.token),
        }),
      ).content.data;
      expect(audit[0]).toMatchObject({
        entity_id: String(leaver.id),
        before: { active: before },
        after: { active: after },
      });
    }
  });

  it('refuses to deactivate yourself or an owner (422), a non-staff account (404), and staff without the team permission (403)', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/super/team/${admin.id}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(json(self)).toMatchObject({ errors: { id: ['You cannot deactivate your own account.'] } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/super/team/${owner.id}/deactivate`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/super/team/${clientId}/deactivate`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/super/team/${admin.id}/deactivate`,
          headers: bearer(support.token),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/super/me', headers: bearer(admin.token) })).statusCode).toBe(
      200,
    );
  });
});

describe('impersonation rules and audit', () => {
  it('lets support act as a customer and logs each request with an impersonation action', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/me?impersonate_id=${clientId}`,
      headers: bearer(support.token),
    });
    expect(res.statusCode).toBe(200);
    const audit = json<{ content: { data: Audit[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/super/audit-log?user_id=${clientId}&action=impersonation`,
        headers: bearer(admin.token),
      }),
    ).content.data;
    expect(audit[0]).toMatchObject({
      action: 'impersonation',
      staff: { id: support.id },
      acting_as: { id: clientId },
      path: '/api/me',
    });
  });

  it('refuses to act as another super admin, and refuses staff without the impersonation permission', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/me?impersonate_id=${admin.id}`,
      headers: bearer(owner.token),
    });
    expect(other.statusCode).toBe(403);
    expect(json(other)).toEqual({ status: false, message: 'A super admin cannot act as another super admin.' });
    const finance = await createStaffUser(t.app, t.database, 'finance', 'finance2@team.pt');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/me?impersonate_id=${clientId}`,
      headers: bearer(finance.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('pages the audit log', async () => {
    const res = json<{ content: { per_page: number; data: Audit[]; total: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/audit-log?per_page=1', headers: bearer(admin.token) }),
    ).content;
    expect(res.per_page).toBe(1);
    expect(res.data).toHaveLength(1);
    expect(res.total).toBeGreaterThan(2);
  });
});
