// Demo invoices: the three months before the anchor, the oldest paid and the others pending, with no stored PDF (the
// server draws them); twice changes nothing.
import { asc } from 'drizzle-orm';
import { bookingItems, bookings, invoices } from '../schema';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany } from '../../modules/bookings/checkout-fixtures';
import { seedInvoices } from './invoices';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('seeds paid and pending invoices for the last three months, idempotently', async () => {
  const anchor = new Date('2026-05-20T12:00:00Z');
  const cat = await partnerCompany(t.database);
  const serviceId = await experience(t.database.db, cat);
  const userId = await createUser(t.database, 'CLIENT', 'seed-invoices@example.pt');
  const [booking] = await t.database.db
    .insert(bookings)
    .values({ reference: 'SEED-INV', userId, paymentMethod: 'card', totalCents: 3000, status: 'paid' })
    .returning({ id: bookings.id });
  for (const day of ['2026-02-10', '2026-03-10', '2026-04-10']) {
    await t.database.db.insert(bookingItems).values({
      bookingId: booking?.id ?? 0,
      serviceId,
      companyId: cat.companyId,
      bookingDate: new Date(`${day}T10:00:00Z`),
      status: 'completed',
      quantity: 1,
      valueCents: 1000,
    });
  }
  await seedInvoices(t.database.db, anchor);
  await seedInvoices(t.database.db, anchor);
  const rows = await t.database.db.select().from(invoices).orderBy(asc(invoices.month));
  expect(rows.map((r) => [r.month, r.number, r.status, r.amountCents])).toEqual([
    [2, 1, 'paid', 850],
    [3, 2, 'pending', 850],
    [4, 3, 'pending', 850],
  ]);
  expect(rows.map((r) => r.fileKey)).toEqual([null, null, null]);
});
