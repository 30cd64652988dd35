// Every back-office list with an export streams all the rows matching its filters as CSV from the server, not the
// first page of them: services, partners, affiliates, clients, customers, reviews, the audit log, the team, transfer
// quote requests and promo codes. Each export answers with the list's permission, honours its filters and writes its
// header in the staff member's language. (The sales and booking-item exports, with more than 10,000 rows, are in
// sales/export.test.ts.)
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, promo, scalar, type Catalogue } from '../bookings/checkout-fixtures';
import { createStaffUser } from './test-staff';

let t: TestApp;
let admin: string;
let finance: string;
let a: Catalogue;
let b: Catalogue;
let reviewedService: number;
/** More than the 100 rows the browser export used to stop at. */
const REVIEWS = 182;

const get = (url: string, token = admin, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');
const csvOf = async (url: string, lang = 'en') => {
  const res = await get(url, admin, lang);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return lines(res.body);
};
/** What the list itself counts for the same filters. */
const listTotal = async (url: string) =>
  json<{ content: { total: number } }>(await get(`${url}${url.includes('?') ? '&' : '?'}per_page=1`)).content.total;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  admin = (await createStaffUser(t.app, t.database, 'admin', 'admin@exports.pt')).token;
  finance = (await createStaffUser(t.app, t.database, 'finance', 'finance@exports.pt')).token;
  await createStaffUser(t.app, t.database, 'content', 'content@exports.pt');
  a = await partnerCompany(t.database);
  b = await partnerCompany(t.database);
  await db.execute(sql`update companies set status = 'pending' where id = ${b.companyId}`);
  reviewedService = await experience(db, a, { valueCents: 4500 });
  await experience(db, a, { status: 'inactive' });
  await experience(db, b);

  const buyer = await createUser(t.database, 'CLIENT', 'buyer@exports.pt');
  await createUser(t.database, 'CLIENT', 'browser@exports.pt');
  const guest = await scalar<number>(
    db,
    sql`insert into users (user_type, email, first_name, last_name) values ('CLIENT', 'guest@exports.pt', 'Gina', 'Guest') returning id`,
  );
  for (const [user, ref] of [
    [buyer, 'EXP-B1'],
    [buyer, 'EXP-B2'],
    [guest, 'EXP-G1'],
  ] as const) {
    await db.execute(
      sql`insert into bookings (reference, user_id, payment_method, total_cents, status, paid_at) values (${ref}, ${user}, 'card', 2000, 'paid', now())`,
    );
  }

  for (const [email, status, code] of [
    ['aff1@exports.pt', 'active', 'AFFONE'],
    ['aff2@exports.pt', 'pending', 'AFFTWO'],
  ] as const) {
    const id = await createUser(t.database, 'AFFILIATE', email);
    await db.execute(sql`insert into affiliates (user_id, code, status) values (${id}, ${code}, ${status})`);
  }

  await db.execute(
    sql`insert into reviews (service_id, author_first_name, author_last_name, stars, language, text, source)
        select ${reviewedService}, 'Ana', 'Reviewer ' || n, 1 + n % 5, 'pt', '=cmd|' || n, 'import' from generate_series(1, ${REVIEWS}) n`,
  );

  const owner = await scalar<number>(db, sql`select id from users where email = 'admin@exports.pt'`);
  await db.execute(
    sql`insert into audit_log (real_user_id, acting_user_id, action, method, path, entity, entity_id, before, after)
        select ${owner}, ${owner}, case when n % 2 = 0 then 'review.update' else 'promo.create' end, 'POST', '/api/super/x', 'review', n::text,
               '{"stars":1}'::jsonb, '{"stars":5}'::jsonb
        from generate_series(1, 130) n`,
  );

  await db.execute(
    sql`insert into transfer_quote_requests (first_name, last_name, email, pickup_location, drop_off_location, pickup_at, passengers, status, notes)
        select 'Quim', 'Quote ' || n, 'q' || n || '@exports.pt', 'Lisbon airport', 'Sintra', now() + interval '9 days', 2,
               case when n <= 105 then 'open' else 'closed' end, 'two bags, "big"'
        from generate_series(1, 120) n`,
  );

  await promo(db, { code: 'EXPORTPCT', kind: 'percent', value: 15 });
  await promo(db, { code: 'EXPORTFIX', kind: 'fixed', value: 750 });
}, 120_000);
afterAll(async () => t.close());

describe('back-office CSV exports', () => {
  it('reviews: every review (not the first 100), filters, headers in pt, a formula neutralised', async () => {
    const all = await csvOf('/api/super/reviews/export');
    expect(all[0]).toBe('Id,Date,Service,Service slug,Author,Country,Stars,Language,Text,Source,Status');
    expect(all).toHaveLength(REVIEWS + 1);
    expect(all.length - 1).toBe(await listTotal('/api/super/reviews'));
    // A text a spreadsheet would run as a formula starts with an apostrophe.
    expect(all[1]).toContain(",'=cmd|");
    const fiveStars = await csvOf(`/api/super/reviews/export?stars=5&service_id=${reviewedService}`, 'pt');
    expect(fiveStars[0]).toMatch(/^Id,Data,Serviço,Slug do serviço,Autor,/);
    expect(fiveStars.length - 1).toBe(await listTotal(`/api/super/reviews?stars=5&service_id=${reviewedService}`));
    expect(fiveStars.length - 1).toBe(Math.floor(REVIEWS / 5));
  });

  it('audit log: every entry matching the action prefix, before and after as JSON', async () => {
    const all = await csvOf('/api/super/audit-log/export?action=review.');
    expect(all[0]).toBe(
      'Id,When,Staff member,Staff e-mail,Acting as,Acting as (e-mail),Action,Request,Entity,Entity id,Before,After',
    );
    expect(all).toHaveLength(65 + 1);
    expect(all.length - 1).toBe(await listTotal('/api/super/audit-log?action=review.'));
    expect(all[1]).toContain(',review.update,POST /api/super/x,review,');
    expect(all[1]).toMatch(/,"\{""stars"":1\}","\{""stars"":5\}"$/);
    expect((await csvOf('/api/super/audit-log/export', 'pt'))[0]).toMatch(/^Id,Quando,Colaborador,/);
  });

  it('transfer quote requests: every request of the status, quotes and commas kept in their cell', async () => {
    const open = await csvOf('/api/super/transfer-quote-requests/export?status=open');
    expect(open[0]).toBe(
      'Id,Requested,Name,E-mail,Phone,Pick-up,Drop-off,Pick-up time,Return pick-up time,Passengers,Luggage,Baby/child/booster seats,Language,Notes,Status',
    );
    expect(open).toHaveLength(105 + 1);
    expect(open.length - 1).toBe(await listTotal('/api/super/transfer-quote-requests?status=open'));
    expect(open[1]).toMatch(/,"two bags, ""big""",open$/);
    expect(await csvOf('/api/super/transfer-quote-requests/export')).toHaveLength(120 + 1);
    expect((await csvOf('/api/super/transfer-quote-requests/export', 'pt'))[0]).toMatch(/^Id,Pedido em,Nome,/);
  });

  it('services: the type and status filters of the list, price in euros', async () => {
    const services = await csvOf('/api/super/services/export?status=active');
    expect(services[0]).toBe('Id,Name,Slug,Partner,Kind,Price (EUR),Status,Live,Sponsored,Weekly deal,Created');
    expect(services.length - 1).toBe(await listTotal('/api/super/services?status=active'));
    expect(services.find((l) => l.startsWith(`${reviewedService},`))).toMatch(
      /,experience,45\.00,active,true,false,false,/,
    );
    const inactive = await csvOf('/api/super/experiences/export?status=inactive', 'pt');
    expect(inactive[0]).toMatch(/^Id,Nome,Slug,Parceiro,Tipo,Preço \(EUR\),/);
    expect(inactive).toHaveLength(2);
    expect(inactive[1]).toMatch(/^\d+,Passeio \d+,/);
    expect(await csvOf('/api/super/transfers/export')).toHaveLength(1);
  });

  it('partners and affiliates: the status filter of each list', async () => {
    const pending = await csvOf('/api/super/partners/export?status=pending');
    expect(pending[0]).toBe(
      'Id,Trade name,Business name,Tax number,Owner,Owner e-mail,Owner phone,Status,Services,Active services,Modules,Commission (%),Created',
    );
    expect(pending).toHaveLength(2);
    expect(pending[1]).toMatch(new RegExp(`^${b.companyId},`));
    expect((await csvOf('/api/super/partners/export')).length - 1).toBe(await listTotal('/api/super/partners'));
    const affiliates = await csvOf('/api/super/affiliates/export?status=active', 'pt');
    expect(affiliates[0]).toBe('Id,Nome,E-mail,Telefone,País,Código de afiliado,Estado,Comissão (%),Criado');
    expect(affiliates).toHaveLength(2);
    expect(affiliates[1]).toContain(',aff1@exports.pt,');
  });

  it('clients and customers: registered accounts, and everyone who booked with the guest filter and latest bookings', async () => {
    const clients = await csvOf('/api/super/clients/export?search=exports.pt');
    expect(clients[0]).toBe('Id,Name,E-mail,Phone,E-mail verified,Bookings,Registered');
    expect(
      clients
        .map((l) => l.split(',')[2])
        .slice(1)
        .sort(),
    ).toEqual(['browser@exports.pt', 'buyer@exports.pt']);
    const customers = await csvOf('/api/super/customers/export');
    expect(customers[0]).toBe(
      'Id,Name,E-mail,Phone,Account type,Account,Bookings,Paid total (EUR),Last booking,Latest bookings',
    );
    expect(customers.length - 1).toBe(await listTotal('/api/super/customers'));
    expect(customers.find((l) => l.includes('buyer@exports.pt'))).toMatch(
      /,CLIENT,registered,2,40\.00,[^,]+,EXP-B\d EXP-B\d$/,
    );
    const guests = await csvOf('/api/super/customers/export?guest=1', 'pt');
    expect(guests[0]).toMatch(/^Id,Nome,E-mail,Telefone,Tipo de conta,Conta,/);
    expect(guests).toHaveLength(2);
    expect(guests[1]).toContain('guest@exports.pt');
  });

  it('team and promo codes: the role, search and status filters; a fixed value in euros', async () => {
    const content = await csvOf('/api/super/team/export?role=content');
    expect(content[0]).toBe('Id,Name,E-mail,Role,Owner,Active,Deactivated,Created');
    expect(content).toHaveLength(2);
    expect(content[1]).toMatch(/,content@exports\.pt,content,false,true,,/);
    expect((await csvOf('/api/super/team/export')).length - 1).toBe(await listTotal('/api/super/team'));
    const codes = await csvOf('/api/super/promo-codes/export?search=EXPORT', 'pt');
    expect(codes[0]).toBe(
      'Código,Tipo,Valor (% ou EUR),Válido desde,Válido até,Utilizações máximas,Estado,Atribuído a,Utilizações,Receita (EUR),Desconto dado (EUR),Criado',
    );
    expect(codes).toHaveLength(3);
    expect(codes.find((l) => l.startsWith('EXPORTFIX,'))).toMatch(/^EXPORTFIX,fixed,7\.50,/);
    expect(codes.find((l) => l.startsWith('EXPORTPCT,'))).toMatch(/^EXPORTPCT,percent,15,/);
  });

  it('answers 403 to a role without the list’s permission and 422 on a filter the list refuses', async () => {
    for (const path of [
      'reviews',
      'audit-log',
      'transfer-quote-requests',
      'services',
      'partners',
      'affiliates',
      'clients',
      'customers',
      'team',
      'promo-codes',
    ]) {
      expect((await get(`/api/super/${path}/export`, finance)).statusCode).toBe(403);
    }
    const bad = await get('/api/super/reviews/export?stars=9');
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { stars: expect.any(Array) } });
    expect((await get('/api/super/transfer-quote-requests/export?status=lost')).statusCode).toBe(422);
  });
});
