// The partner's reviews: the list holds only the company's own published reviews (answered filter), the company
// answers a review once (a second reply, even sent together, is refused), another company's or a hidden review is a
// 404, an empty or too long reply a 422 on the field, and the service page shows the reply under its review.
import { sql } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, type Catalogue } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
let rival: string;
let myService: number;

beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
  myService = await experience(t.database.db, mine);
});
afterAll(async () => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en' } });
const reply = (id: number, token: string, text: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/reviews/${id}/reply`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { text },
  });

async function addReview(serviceId: number, status = 'published', first = 'Ana'): Promise<number> {
  const [row] = await t.database.db
    .insert(reviews)
    .values({
      serviceId,
      stars: 4,
      status,
      authorFirstName: first,
      authorLastName: 'Silva',
      authorCountry: 'pt',
      text: 'Lovely day out',
    })
    .returning({ id: reviews.id });
  return row!.id;
}

interface Row {
  id: number;
  service_id: number;
  service_name: string;
  author: string;
  country: string | null;
  verified: boolean;
  reply_text: string | null;
  reply_at: string | null;
}
const listOf = async (url: string, token = owner) =>
  json<{ content: { reviews: { total: number; data: Row[] } } }>(await get(url, token)).content.reviews;

describe('GET /api/dashboard/reviews', () => {
  it('lists only the company’s own published reviews, answered or not as asked', async () => {
    const open = await addReview(myService);
    const answered = await addReview(myService);
    await addReview(myService, 'hidden');
    const foreign = await addReview(await experience(t.database.db, theirs));
    await t.database.db.execute(sql`update reviews set reply_text = 'Thanks', reply_at = now() where id = ${answered}`);

    const all = await listOf('/api/dashboard/reviews?per_page=50');
    const ids = all.data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([open, answered]));
    expect(ids).not.toContain(foreign);
    expect(all.data.every((r) => r.service_id === myService)).toBe(true);
    expect(all.data.find((r) => r.id === open)).toMatchObject({
      author: 'Ana S.',
      country: 'pt',
      verified: false,
      reply_text: null,
      reply_at: null,
    });
    const no = await listOf('/api/dashboard/reviews?answered=no&per_page=50');
    expect(no.data.map((r) => r.id)).toContain(open);
    expect(no.data.every((r) => r.reply_text === null)).toBe(true);
    const yes = await listOf('/api/dashboard/reviews?answered=yes&per_page=50');
    expect(yes.data.map((r) => r.id)).toEqual([answered]);
    expect(yes.total).toBe(1);
    expect((await get('/api/dashboard/reviews?answered=maybe', owner)).statusCode).toBe(422);
  });
});

describe('POST /api/dashboard/reviews/{id}/reply', () => {
  it('stores the company’s reply once; a second one, even sent at the same time, is refused', async () => {
    const id = await addReview(myService);
    const [first, second] = await Promise.all([reply(id, owner, '  Thank you, Ana!  '), reply(id, owner, 'Again')]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const stored = [first!, second!].find((r) => r.statusCode === 200)!;
    expect(json<{ content: Row }>(stored).content).toMatchObject({ id, reply_text: expect.any(String) });
    const later = await reply(id, owner, 'Once more');
    expect(later.statusCode).toBe(409);
    expect(json<{ message: string }>(later).message).toBe('This review has already been answered.');
    const row = (await listOf('/api/dashboard/reviews?answered=yes&per_page=50')).data.find((r) => r.id === id)!;
    expect(['Thank you, Ana!', 'Again']).toContain(row.reply_text);
    expect(row.reply_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers 404 for another company’s review and for a hidden one, and changes neither', async () => {
    const foreign = await addReview(await experience(t.database.db, theirs));
    const hidden = await addReview(myService, 'hidden');
    expect((await reply(foreign, owner, 'Not mine')).statusCode).toBe(404);
    expect((await reply(hidden, owner, 'Hidden')).statusCode).toBe(404);
    expect((await reply(999_999, owner, 'Nobody')).statusCode).toBe(404);
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from reviews where id in (${foreign}, ${hidden}) and reply_text is not null`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    // Its own company may answer it.
    expect((await reply(foreign, rival, 'Obrigado')).statusCode).toBe(200);
  });

  it('refuses an empty or too long reply with a message on the field', async () => {
    const id = await addReview(myService);
    const empty = await reply(id, owner, '   ', 'pt');
    expect(empty.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(empty).errors.text).toEqual(['Escreva a sua resposta.']);
    const long = await reply(id, owner, 'a'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(long).errors.text).toEqual(['Use at most 2000 characters.']);
    expect((await reply(id, owner, 'a'.repeat(2000))).statusCode).toBe(200);
  });
});

describe('the service page', () => {
  it('shows the company’s reply under its review, and null under the others', async () => {
    const service = await experience(t.database.db, mine);
    const answered = await addReview(service, 'published', 'Rui');
    const open = await addReview(service, 'published', 'Eva');
    // A cached page from before the reply must not hide it.
    const [{ slug }] = (
      (await t.database.db.execute(sql`select slug from services where id = ${service}`)) as unknown as {
        rows: { slug: string }[];
      }
    ).rows as [{ slug: string }];
    await get(`/api/services/${slug}`);
    expect((await reply(answered, owner, 'Thank you, Rui.')).statusCode).toBe(200);
    const page = json<{
      content: {
        reviews: { data: { id: number; reply?: { text: string; at: string; company_name: string } | null }[] };
      };
    }>(await get(`/api/services/${slug}`)).content.reviews.data;
    const company = (
      (await t.database.db.execute(sql`select trade_name from companies where id = ${mine.companyId}`)) as unknown as {
        rows: { trade_name: string }[];
      }
    ).rows[0]!.trade_name;
    expect(page.find((r) => r.id === answered)!.reply).toMatchObject({
      text: 'Thank you, Rui.',
      company_name: company,
    });
    expect(page.find((r) => r.id === answered)!.reply!.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page.find((r) => r.id === open)!.reply).toBeNull();
  });
});
