// The authorization matrix's world (src/authz/matrix.test.ts): the demo catalogue, as a fresh install has it (the
// README's demo accounts: customer, partner and its team, affiliate, staff, owner), plus the few rows it lacks: a
// second customer, a team member who is none of the identities, and a vehicle of the first company. Every id the
// requests name is looked up here by its natural key, never assumed.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../src/db/client';
import { seedCatalogue } from '../src/db/seed';
import { catalogue } from '../src/db/seed-data/index';
import { DEMO_PASSWORD, PARTNER_PASSWORD } from '../src/db/seed-data/demo-accounts';
import { DEMO_STAFF_PASSWORD } from '../src/db/seed-data/back-office';
import { manageLinkToken, manageToken, voucherCode } from '../src/modules/bookings/voucher';
import type { Identity } from '../src/authz/identities';
import type { Fixtures } from '../src/authz/rules';
import { bearer, createUser, login } from './helpers';

const OTHER_CUSTOMER = 'other-customer@matrix.pt';
const OTHER_CUSTOMER_PASSWORD = 'Matrix-Passw0rd-1';

/** Each signed-in identity's account. */
const ACCOUNTS: Record<Exclude<Identity, 'anonymous'>, { email: string; password: string }> = {
  customer: { email: 'client@demo.pt', password: DEMO_PASSWORD },
  otherCustomer: { email: OTHER_CUSTOMER, password: OTHER_CUSTOMER_PASSWORD },
  partner: { email: 'partner@demo.pt', password: DEMO_PASSWORD },
  teamAdmin: { email: 'gestao@demo.pt', password: DEMO_PASSWORD },
  teamBookings: { email: 'reservas@demo.pt', password: DEMO_PASSWORD },
  teamContent: { email: 'conteudos@demo.pt', password: DEMO_PASSWORD },
  // The second company's owner, who also chats with the customer.
  otherPartner: { email: 'tiago.moreira@demo.pt', password: PARTNER_PASSWORD },
  affiliate: { email: 'affiliate@demo.pt', password: DEMO_PASSWORD },
  finance: { email: 'finance@demo.pt', password: DEMO_STAFF_PASSWORD },
  support: { email: 'support@demo.pt', password: DEMO_STAFF_PASSWORD },
  content: { email: 'content@demo.pt', password: DEMO_STAFF_PASSWORD },
  owner: { email: 'admin@demo.pt', password: DEMO_PASSWORD },
};

async function one<T>(db: Db, query: ReturnType<typeof sql>, what: string): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (!row) throw new Error(`authz fixtures: no ${what}`);
  return row;
}

export interface World {
  fixtures: Fixtures;
  /** A new session of the identity (each call signs in again). */
  signIn(identity: Exclude<Identity, 'anonymous'>): Promise<string>;
}

export async function authzWorld(app: FastifyInstance, database: Database, voucherSecret: string): Promise<World> {
  const db = database.db;
  await seedCatalogue(db, app.storage, catalogue);
  await createUser(database, 'CLIENT', OTHER_CUSTOMER, OTHER_CUSTOMER_PASSWORD);

  const user = { anonymous: 0 } as Record<Identity, number>;
  for (const [identity, account] of Object.entries(ACCOUNTS)) {
    user[identity as Identity] = (
      await one<{ id: number }>(db, sql`select id from users where email = ${account.email}`, account.email)
    ).id;
  }
  const company = (
    await one<{ id: number }>(
      db,
      sql`select id from companies where owner_user_id = ${user.partner}`,
      "the partner's company",
    )
  ).id;
  const service = await one<{ id: number; slug: string }>(
    db,
    sql`select id, slug from services where company_id = ${company} and status = 'active' and kind = 'experience' order by id limit 1`,
    "the partner's service",
  );
  const booking = await one<{ id: number; reference: string; item: number }>(
    db,
    sql`select b.id, b.reference, bi.id as item from bookings b join booking_items bi on bi.booking_id = b.id
        where b.user_id = ${user.customer} and bi.company_id = ${company} and bi.status = 'pending' and b.status = 'paid' order by b.id limit 1`,
    "the customer's pending booking",
  );
  const completedItem = (
    await one<{ id: number }>(
      db,
      sql`select bi.id from booking_items bi join bookings b on b.id = bi.booking_id
          where b.user_id = ${user.customer} and bi.company_id = ${company} and bi.status = 'completed'
            and not exists (select 1 from reviews r where r.booking_item_id = bi.id) order by bi.id limit 1`,
      "the customer's completed item without a review",
    )
  ).id;
  const chat = (
    await one<{ id: number }>(
      db,
      sql`select id from chats where (participant_1 = ${user.customer} and participant_2 = ${user.partner}) or (participant_1 = ${user.partner} and participant_2 = ${user.customer})`,
      'the chat of the customer and the partner',
    )
  ).id;
  // The customer's chat with our team (opened as the chat panel's "message our team" does).
  const opened = await app.inject({
    method: 'POST',
    url: '/api/chat/support',
    headers: bearer(await login(app, ACCOUNTS.customer.email, ACCOUNTS.customer.password)),
    payload: {},
  });
  if (opened.statusCode !== 200) throw new Error(`authz fixtures: support chat ${opened.statusCode} ${opened.body}`);
  const supportChatId = (opened.json() as { content: { id: number } }).content.id;
  const staffSide = await one<{ id: number }>(
    db,
    sql`select case when participant_1 = ${user.customer} then participant_2 else participant_1 end as id from chats where id = ${supportChatId}`,
    'the staff side of the support chat',
  );
  const supportChat = {
    id: supportChatId,
    staff: staffSide.id,
    handOverTo: staffSide.id === user.support ? user.owner : user.support,
  };
  // A member of the first company's team that no identity is, so the team routes may change and remove it.
  const teamRoleId = (
    await one<{ id: number }>(
      db,
      sql`select id from team_roles where role_name = 'Bookings manager'`,
      'the bookings role',
    )
  ).id;
  const memberUser = await createUser(database, 'SUPPLIER', 'member@matrix.pt');
  await db.execute(
    sql`insert into company_members (company_id, user_id, role) values (${company}, ${memberUser}, 'member')`,
  );
  const teamMember = (
    await one<{ id: number }>(
      db,
      sql`insert into team_members (company_id, user_id, team_role_id, first_name, last_name, email)
          values (${company}, ${memberUser}, ${teamRoleId}, 'Matrix', 'Member', 'member@matrix.pt') returning id`,
      'the new team member',
    )
  ).id;
  // The first company and the other partner's sell no transfers in the demo: the matrix is about roles, so both get the
  // transfers module (the vehicle routes refuse a company without it) and the first one vehicle of its own.
  await db.execute(
    sql`update companies set modules = '{"experiences": true, "transfers": true}', company_type = 'both'
        where owner_user_id in (select id from users where email in ('partner@demo.pt', 'tiago.moreira@demo.pt'))`,
  );
  const otherCompanyVehicle = (
    await one<{ id: number; company_id: number }>(
      db,
      sql`select id, company_id from vehicles where company_id <> ${company} order by id limit 1`,
      'a vehicle',
    )
  ).id;
  const vehicle = (
    await one<{ id: number }>(
      db,
      sql`insert into vehicles (company_id, name, car_type, seats, luggage, accessibility, value_cents, roundback_value_cents, value_discount_cents,
            baby_seats_value_cents, child_seats_value_cents, booster_seats_value_cents, free_cancelation, free_cancelation_policy_hours, status)
          select ${company}, name, car_type, seats, luggage, accessibility, value_cents, roundback_value_cents, value_discount_cents,
            baby_seats_value_cents, child_seats_value_cents, booster_seats_value_cents, free_cancelation, free_cancelation_policy_hours, status
          from vehicles where id = ${otherCompanyVehicle} returning id`,
      "the first company's vehicle",
    )
  ).id;
  const invoice = (
    await one<{ id: number }>(
      db,
      sql`select id from invoices where company_id = ${company} order by id limit 1`,
      "the company's invoice",
    )
  ).id;
  const promoCode = (await one<{ id: number }>(db, sql`select id from promo_codes order by id limit 1`, 'a promo code'))
    .id;
  const promoRequest = (
    await one<{ id: number }>(
      db,
      sql`select id from promo_code_requests where status = 'requested' order by id limit 1`,
      'a promo code request',
    )
  ).id;
  const review = (
    await one<{ id: number }>(
      db,
      sql`select id from reviews where service_id = ${service.id} order by id limit 1`,
      'a review',
    )
  ).id;
  const quoteRequest = (
    await one<{ id: number }>(
      db,
      sql`select id from transfer_quote_requests where status = 'open' order by id limit 1`,
      'an open quote request',
    )
  ).id;

  return {
    fixtures: {
      user,
      company,
      service,
      booking: {
        id: booking.id,
        reference: booking.reference,
        manageToken: manageToken(voucherSecret, booking.reference),
        manageLink: manageLinkToken(voucherSecret, booking.reference, new Date(Date.now() + 86_400_000)),
      },
      pendingItem: booking.item,
      completedItem,
      voucherCode: voucherCode(voucherSecret, booking.item),
      chat,
      supportChat,
      teamMember,
      teamRoleId,
      vehicle,
      invoice,
      promoCode,
      promoRequest,
      review,
      quoteRequest,
      otherCompanyVehicle,
    },
    signIn: (identity) => login(app, ACCOUNTS[identity].email, ACCOUNTS[identity].password),
  };
}
