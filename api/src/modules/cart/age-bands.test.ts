// docs/adr/023: adults and children priced apart. The cart prices each band from the database, the party picks the
// tier, capacity counts adults and children, bad counts are 422 field maps in en and pt, and a booking keeps the split
// and each band's price so the past stays true after the partner changes prices.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  promo,
  putCart,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

interface Ages {
  adults: number;
  children: number;
  adult_unit_cents: number;
  child_unit_cents: number;
}
interface CartContent {
  items: {
    quantity: number;
    ages?: Ages | null;
    unit_price_cents: number;
    total_cents: number;
    discount_cents: number;
  }[];
  subtotal_cents: number;
  total_price: number;
}
const content = (res: { json(): unknown }) => (res.json() as { content: CartContent }).content;
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
const party = (serviceId: number, adults: number, children: number, date = futureDate()) => ({
  ...line(serviceId, date, adults + children),
  adults,
  children,
});
const family = (o: { valueCents?: number; discountCents?: number; dailyCapacity?: number; alone?: boolean } = {}) =>
  experience(t.database.db, cat, {
    valueCents: o.valueCents ?? 4500,
    discountCents: o.discountCents,
    dailyCapacity: o.dailyCapacity,
    childBand: { valueCents: 2500, ageEnd: 12, alone: o.alone },
  });

describe('cart with adults and children', () => {
  it('prices 2 adults and 1 child from the database and answers the split', async () => {
    const service = await family();
    const { res } = await putCart(t.app, [{ ...party(service, 2, 1), unit_price_cents: 1, total_cents: 1 }]);
    expect(res.statusCode).toBe(200);
    const cart = content(res);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      ages: { adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 },
      total_cents: 11500,
      discount_cents: 0,
    });
    expect(cart.total_price).toBe(11500);
  });

  it('the service discount lowers adults; a promo code applies to the whole line', async () => {
    const service = await family({ discountCents: 4000 });
    const code = await promo(t.database.db, { kind: 'percent', value: 10 });
    const { res, token } = await putCart(t.app, [party(service, 2, 2)]);
    expect(content(res).items[0]).toMatchObject({
      ages: { adult_unit_cents: 4000, child_unit_cents: 2500 },
      total_cents: 2 * 4500 + 2 * 2500,
      discount_cents: 1000,
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/apply-promo-code',
      headers: { 'x-cart-token': token ?? '' },
      payload: { code },
    });
    // (2 × 40 + 2 × 25) = €130, 10% off = €13.
    expect(content(applied).total_price).toBe(13000 - 1300);
  });

  it('a plain quantity on a service with a child band is that many adults (older clients keep working)', async () => {
    const service = await family();
    const { res } = await putCart(t.app, [line(service, futureDate(), 2)]);
    expect(content(res).items[0]).toMatchObject({ quantity: 2, ages: { adults: 2, children: 0 }, total_cents: 9000 });
  });

  it('a service without a child band keeps one price per person and answers no split', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 3000 });
    const { res } = await putCart(t.app, [line(service, futureDate(), 2)]);
    expect(content(res).items[0]).toMatchObject({ quantity: 2, total_cents: 6000 });
    expect(content(res).items[0]?.ages ?? null).toBeNull();
  });

  it('capacity counts adults and children together', async () => {
    const service = await family({ dailyCapacity: 3 });
    const res = await t.app.inject({ method: 'POST', url: '/api/cart', payload: { items: [party(service, 2, 2)] } });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)['items.0']).toEqual([
      'Only 3 places are left on this date. Choose fewer people or another date.',
    ]);
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'accept-language': 'pt-PT' },
      payload: { items: [party(service, 2, 2)] },
    });
    expect(errorsOf(pt)['items.0']).toEqual(['Só restam 3 lugares nesta data. Escolha menos pessoas ou outra data.']);
  });

  it('answers 422 field maps in en and pt for children alone, children on a service without a child band and negative counts', async () => {
    const service = await family();
    const plain = await experience(t.database.db, cat);
    const post = (items: unknown[], lang = 'en') =>
      t.app.inject({ method: 'POST', url: '/api/cart', headers: { 'accept-language': lang }, payload: { items } });

    const alone = await post([party(service, 0, 2)]);
    expect(alone.statusCode).toBe(422);
    expect(errorsOf(alone)).toEqual({ 'items.0.adults': ['Children must book with at least 1 adult.'] });
    expect(errorsOf(await post([party(service, 0, 2)], 'pt'))).toEqual({
      'items.0.adults': ['As crianças têm de reservar com pelo menos 1 adulto.'],
    });

    const noBand = await post([party(plain, 1, 1)]);
    expect(errorsOf(noBand)).toEqual({
      'items.0.children': ['This service has no child price: book everyone as adults.'],
    });
    expect(errorsOf(await post([party(plain, 1, 1)], 'pt'))).toEqual({
      'items.0.children': ['Este serviço não tem preço de criança: reserve todos como adultos.'],
    });

    const negative = await post([{ ...party(service, 2, 1), children: -1 }]);
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(errorsOf(negative))).toEqual(['items.0.children']);
    expect(errorsOf(await post([{ ...party(service, 2, 1), children: -1 }], 'pt'))['items.0.children']?.[0]).toMatch(
      /0/,
    );

    const empty = await post([{ ...line(service, futureDate(), 1), adults: 0, children: 0 }]);
    expect(errorsOf(empty)).toEqual({ 'items.0.adults': ['Choose at least 1 person.'] });
  });

  it('children alone are priced when the partner allows them', async () => {
    const service = await family({ alone: true });
    const { res } = await putCart(t.app, [party(service, 0, 2)]);
    expect(res.statusCode).toBe(200);
    expect(content(res).items[0]).toMatchObject({ ages: { adults: 0, children: 2 }, total_cents: 5000 });
  });
});

describe('booking with adults and children', () => {
  it('the booking item keeps the split and each band price; payment status, My bookings and the mail say "2 adults, 1 child"', async () => {
    const service = await family();
    await createUser(t.database, 'CLIENT', 'familia@example.pt');
    const api = await login(t.app, 'familia@example.pt');
    const { res: cartRes } = await putCart(t.app, [party(service, 2, 1)], bearer(api));
    expect(cartRes.statusCode).toBe(200);
    const res = await book(
      t.app,
      { ...bearer(api), 'accept-language': 'pt-PT' },
      { payment_method: 'card', card_number: '4242 4242 4242 4242' },
    );
    expect(res.statusCode).toBe(200);
    const created = json<{ content: { booking_id: number; reference: string; total_cents: number } }>(res).content;
    expect(created.total_cents).toBe(11500);

    const row = (await t.database.db.execute(
      sql`select quantity, adults, children, adult_unit_cents, child_unit_cents, value_cents from booking_items where booking_id = ${created.booking_id}`,
    )) as unknown as { rows: Record<string, number>[] };
    expect(row.rows[0]).toEqual({
      quantity: 3,
      adults: 2,
      children: 1,
      adult_unit_cents: 4500,
      child_unit_cents: 2500,
      value_cents: 11500,
    });
    const places = (await t.database.db.execute(
      sql`select booked from service_daily_capacity where service_id = ${service}`,
    )) as unknown as { rows: { booked: number }[] };
    expect(places.rows[0]?.booked).toBe(3);

    // The partner raises the prices later: what was booked stays as it was.
    await t.database.db.execute(
      sql`update services set value_cents = 9900, child_value_cents = 5000 where id = ${service}`,
    );
    const status = json<{ content: { items: { quantity: number; ages: Ages | null; cents: number }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${created.booking_id}/payment-status`,
        headers: bearer(api),
      }),
    ).content;
    expect(status.items[0]).toMatchObject({
      quantity: 3,
      ages: { adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 },
      cents: 11500,
    });

    const mine = json<{ content: { data: { reference: string; items: { ages: Ages | null }[] }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers: bearer(api) }),
    ).content.data.find((b) => b.reference === created.reference);
    expect(mine?.items[0]?.ages).toEqual({ adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 });

    const voucher = json<{ content: { items: { ages: Ages | null; party: string | null }[] } }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${created.reference}/voucher`,
        headers: { ...bearer(api), 'accept-language': 'en' },
      }),
    ).content;
    expect(voucher.items[0]).toMatchObject({
      ages: { adults: 2, children: 1 },
      party: '2 adults × €45.00, 1 child × €25.00',
    });

    let mail: { subject: string; text: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await mailsTo(t.app, 'ana@example.pt')).find((m) => m.subject.includes(created.reference));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail?.text.replace(/\u00a0/g, ' ')).toContain('Passeio');
    expect(mail?.text.replace(/\s/g, ' ')).toContain('2 adultos × 45,00 €, 1 criança × 25,00 €');
  });
});
