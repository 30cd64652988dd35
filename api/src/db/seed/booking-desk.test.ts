// The bookings-and-quotes demo data: transfer quote requests in each status, written as the quote form writes them,
// listed for staff; seeding twice changes nothing.
import type { PageOf, TransferQuoteRequest } from '@mp/shared/contracts';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/helpers';
import { createStaffUser } from '../../modules/super/test-staff';
import { transferLocations, transferQuoteRequests } from '../schema';
import { DEMO_QUOTE_REQUESTS, seedBookingDesk } from './booking-desk';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it('seeds a quote request per status, idempotently, that support staff find by status', async () => {
  for (const name of ['Lisboa', 'Sintra', 'Porto', 'Amarante', 'Faro', 'Tavira']) {
    await t.database.db
      .insert(transferLocations)
      .values({ name, district: name, country: 'pt', mapsId: `pt-${name.toLowerCase()}`, lat: 38, lng: -9 });
  }
  const anchor = new Date('2026-11-24T00:00:00.000Z');
  await seedBookingDesk(t.database.db, anchor);
  await seedBookingDesk(t.database.db, anchor);
  const rows = await t.database.db.select().from(transferQuoteRequests);
  expect(rows).toHaveLength(DEMO_QUOTE_REQUESTS.length);
  expect(rows.map((r) => r.status).sort()).toEqual(['closed', 'open', 'quoted']);
  expect(rows.find((r) => r.status === 'open')).toMatchObject({
    pickupLocation: 'Lisboa (pt-lisboa)',
    dropOffLocation: 'Sintra (pt-sintra)',
    isRoundtrip: true,
  });

  const { token } = await createStaffUser(t.app, t.database, 'support', 'support@desk.pt');
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/super/transfer-quote-requests?status=quoted',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  expect(json<{ content: PageOf<TransferQuoteRequest> }>(res).content.data.map((q) => q.email)).toEqual([
    'james.whitaker@example.com',
  ]);
});
