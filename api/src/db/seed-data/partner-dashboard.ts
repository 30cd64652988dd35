// Demo data of the partner dashboard: partner@demo.pt's team of three with different roles, booking
// items in every list (some waiting for an answer), twelve months of sales, 30 days of service views, a draft and a
// promoted service, a family (2 adults and a child) among the accepted items; partner2@demo.pt co-owns the transfer company tejo-transfers (vehicles come with the catalogue).
// Written once: when its first booking exists, nothing is touched again (seeding twice changes nothing).
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { hashPassword } from '../../lib/crypto';
import { DEMO_PASSWORD } from './demo-accounts';

const MARKER = 'DEMO-PD-0001';
const DAY = 86_400_000;

type Row = Record<string, unknown>;
const rows = async <T extends Row>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** The team and the second partner: e-mail → [first name, last name, team role | null for the transfer partner]. */
export const PARTNER_DASHBOARD_ACCOUNTS: readonly {
  email: string;
  first_name: string;
  last_name: string;
  role: string | null;
}[] = [
  { email: 'gestao@demo.pt', first_name: 'Rui', last_name: 'Gomes', role: 'Administrator' },
  { email: 'reservas@demo.pt', first_name: 'Inês', last_name: 'Costa', role: 'Bookings manager' },
  { email: 'conteudos@demo.pt', first_name: 'Tiago', last_name: 'Lopes', role: 'Content editor' },
  { email: 'partner2@demo.pt', first_name: 'Paulo', last_name: 'Matos', role: null },
];

async function user(
  tx: Tx,
  a: { email: string; first_name: string; last_name: string },
  anchor: Date,
): Promise<number> {
  const [found] = await rows<{ id: number }>(tx, sql`select id from users where email = ${a.email}`);
  if (found) return found.id;
  const [made] = await rows<{ id: number }>(
    tx,
    sql`insert into users (user_type, email, password_hash, first_name, last_name, email_verified_at, created_at, updated_at)
        values ('SUPPLIER', ${a.email}, ${await hashPassword(DEMO_PASSWORD)}, ${a.first_name}, ${a.last_name}, ${anchor.toISOString()}, ${anchor.toISOString()}, ${anchor.toISOString()})
        returning id`,
  );
  await tx.execute(sql`insert into user_profiles (user_id, country) values (${made!.id}, 'pt') on conflict do nothing`);
  return made!.id;
}

type Service = {
  id: number;
  slug: string;
  value_cents: number;
  child_value_cents: number | null;
  name_en: string;
  name_pt: string;
  daily_capacity: number;
  duration_minutes: number;
};
/** What every demo booking shares: the partner's company, the buyer, the day anchor. */
interface BookingContext {
  tx: Tx;
  companyId: number;
  clientId: number;
  anchor: Date;
}
const at = (anchor: Date, ms: number) => new Date(anchor.getTime() + ms).toISOString();

/** The team (and the transfer company's second owner). */
async function seedTeam(tx: Tx, companyId: number, anchor: Date): Promise<void> {
  const [transfers] = await rows<{ id: number }>(tx, sql`select id from companies where slug = 'tejo-transfers'`);
  for (const a of PARTNER_DASHBOARD_ACCOUNTS) {
    const id = await user(tx, a, anchor);
    if (a.role === null) {
      if (transfers)
        await tx.execute(
          sql`insert into company_members (company_id, user_id, role) values (${transfers.id}, ${id}, 'owner') on conflict do nothing`,
        );
      continue;
    }
    await tx.execute(
      sql`insert into company_members (company_id, user_id, role) values (${companyId}, ${id}, 'member') on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into team_members (company_id, user_id, team_role_id, first_name, last_name, email, phone, created_at)
          select ${companyId}, ${id}, r.id, ${a.first_name}, ${a.last_name}, ${a.email}, null, ${at(anchor, 0)} from team_roles r where r.role_name = ${a.role}
          on conflict do nothing`,
    );
  }
}

/** A draft (a copy of the first service, not on sale); the first service is already promoted (sponsored in the catalogue). */
async function seedDraft(tx: Tx, first: Service, anchor: Date): Promise<void> {
  await tx.execute(
    sql`insert into services (slug, company_id, category_id, city_id, kind, name_en, name_pt, short_description_en, short_description_pt, description_en, description_pt,
          annotations, languages, price_type, max_capacity, value_cents, daily_capacity, start_times, duration_minutes, status, created_at, updated_at)
        select ${`${first.slug}-draft`}, company_id, category_id, city_id, kind, name_en || ' (new edition)', name_pt || ' (nova edição)', short_description_en, short_description_pt,
          description_en, description_pt, annotations, languages, price_type, max_capacity, value_cents, daily_capacity, start_times, duration_minutes, 'draft', ${at(anchor, 0)}, ${at(anchor, 0)}
        from services where id = ${first.id}
        on conflict (slug) do nothing`,
  );
}

interface DemoBooking {
  service: Service;
  status: string;
  createdMs: number;
  dateMs: number;
  quantity: number;
  /** Of `quantity`, how many are children at the service's child price (docs/adr/023); the rest are adults. */
  children?: number;
}

/** One paid booking of client@demo.pt (card payment, one item); a pending or confirmed item holds capacity. */
async function book(ctx: BookingContext, n: number, o: DemoBooking): Promise<void> {
  const { tx } = ctx;
  const reference = `DEMO-PD-${String(n).padStart(4, '0')}`;
  const childPrice = o.children ? o.service.child_value_cents : null;
  const ages =
    childPrice === null
      ? null
      : { adults: o.quantity - o.children!, children: o.children!, adult: o.service.value_cents, child: childPrice };
  const value = ages ? ages.adults * ages.adult + ages.children * ages.child : o.service.value_cents * o.quantity;
  const created = at(ctx.anchor, o.createdMs);
  const [b] = await rows<{ id: number }>(
    tx,
    sql`insert into bookings (reference, user_id, payment_method, total_cents, billing, annotations, status, paid_at, created_at, updated_at)
        values (${reference}, ${ctx.clientId}, 'card', ${value}, ${JSON.stringify({ first_name: 'Beatriz', last_name: 'Almeida', email: 'client@demo.pt' })}::jsonb,
                '{"locale":"pt"}'::jsonb, 'paid', ${created}, ${created}, ${created})
        returning id`,
  );
  await tx.execute(
    sql`insert into payments (booking_id, provider, external_id, status, amount_cents, details, created_at, updated_at)
        values (${b!.id}, 'card', ${`demo_${reference}`}, 'paid', ${value}, '{"brand":"visa","last4":"4242"}'::jsonb, ${created}, ${created})`,
  );
  const date = new Date(ctx.anchor.getTime() + o.dateMs);
  const capacityDate = date.toISOString().slice(0, 10);
  await tx.execute(
    sql`insert into booking_items (booking_id, service_id, company_id, booking_date, capacity_date, status, quantity, adults, children, adult_unit_cents, child_unit_cents,
          value_cents, pending_hours, unserialized_service, created_at, updated_at)
        values (${b!.id}, ${o.service.id}, ${ctx.companyId}, ${date.toISOString()}, ${capacityDate}, ${o.status}, ${o.quantity},
                ${ages?.adults ?? null}, ${ages?.children ?? null}, ${ages?.adult ?? null}, ${ages?.child ?? null}, ${value}, 48,
                ${JSON.stringify({ name_en: o.service.name_en, name_pt: o.service.name_pt, duration: o.service.duration_minutes })}::jsonb, ${created}, ${created})`,
  );
  if (o.status === 'pending' || o.status === 'confirmed') {
    await tx.execute(
      sql`insert into service_daily_capacity (service_id, date, capacity, booked) values (${o.service.id}, ${capacityDate}, greatest(${o.service.daily_capacity}::int, ${o.quantity}::int), ${o.quantity}::int)
          on conflict (service_id, date) do update set booked = service_daily_capacity.booked + excluded.booked, capacity = greatest(service_daily_capacity.capacity, service_daily_capacity.booked + excluded.booked)`,
    );
  }
}

/**
 * Twelve months of completed items, then one list each of new, accepted, declined, cancelled (in reference order). The
 * first accepted item is a family, two adults and a child, when the company has a service with a child price.
 */
function demoBookings(services: Service[], family: Service | undefined): DemoBooking[] {
  const pick = (i: number) => services[i % services.length]!;
  const list: DemoBooking[] = [];
  // The first (the marker) waits for an answer.
  for (let i = 0; i < 3; i++)
    list.push({
      service: pick(i),
      status: 'pending',
      createdMs: -(2 + i * 10) * 3_600_000,
      dateMs: (5 + i) * DAY + 10 * 3_600_000,
      quantity: 2 + i,
    });
  for (let i = 0; i < 3; i++) {
    const booking: DemoBooking = {
      service: pick(i + 1),
      status: 'confirmed',
      createdMs: -(3 + i) * DAY,
      dateMs: i * DAY + 15 * 3_600_000,
      quantity: 2,
    };
    list.push(i === 0 && family ? { ...booking, service: family, quantity: 3, children: 1 } : booking);
  }
  // Every demo item has a time of day (a day-only booking keeps `annotations.time` null and reads "all day").
  list.push({
    service: pick(2),
    status: 'declined',
    createdMs: -9 * DAY,
    dateMs: 2 * DAY + 11 * 3_600_000,
    quantity: 4,
  });
  list.push({
    service: pick(3),
    status: 'cancelled',
    createdMs: -12 * DAY,
    dateMs: -1 * DAY + 16 * 3_600_000,
    quantity: 2,
  });
  for (let month = 0; month < 12; month++) {
    for (let k = 0; k < 2 + (month % 3); k++) {
      const daysAgo = month * 30 + 3 + k * 7;
      list.push({
        service: pick(month + k),
        status: 'completed',
        createdMs: -(daysAgo + 10) * DAY,
        dateMs: -daysAgo * DAY + (9 + 3 * (k % 3)) * 3_600_000,
        quantity: 1 + ((month + k) % 4),
      });
    }
  }
  return list;
}

/** 30 days of views of the company's services (a steady, slightly growing pattern). */
async function seedViews(tx: Tx, services: Service[], anchor: Date): Promise<void> {
  for (let day = 0; day < 30; day++) {
    for (const [i, s] of services.entries()) {
      const views = ((day * 7 + i * 3) % 5) + Math.floor((30 - day) / 10);
      for (let v = 0; v < views; v++) {
        await tx.execute(
          sql`insert into service_views (service_id, user_id, viewed_at) values (${s.id}, null, ${at(anchor, -day * DAY - (v + 1) * 3_600_000)})`,
        );
      }
    }
  }
}

export async function seedPartnerDashboard(tx: Tx, anchor: Date): Promise<void> {
  const [company] = await rows<{ id: number }>(
    tx,
    sql`select c.id from companies c join users u on u.id = c.owner_user_id where u.email = 'partner@demo.pt'`,
  );
  const [client] = await rows<{ id: number }>(tx, sql`select id from users where email = 'client@demo.pt'`);
  if (!company || !client) return;
  if ((await rows(tx, sql`select 1 from bookings where reference = ${MARKER}`)).length > 0) return;

  await seedTeam(tx, company.id, anchor);
  const services = await rows<Service>(
    tx,
    sql`select id, slug, value_cents, child_value_cents, name_en, name_pt, daily_capacity, duration_minutes from services where company_id = ${company.id} and status = 'active' and kind <> 'gift_card' order by id limit 4`,
  );
  const [family] = await rows<Service>(
    tx,
    sql`select id, slug, value_cents, child_value_cents, name_en, name_pt, daily_capacity, duration_minutes from services
        where company_id = ${company.id} and status = 'active' and price_type = 'per_person' and child_value_cents is not null order by id limit 1`,
  );
  const first = services[0];
  if (!first) return;
  await seedDraft(tx, first, anchor);
  const ctx: BookingContext = { tx, companyId: company.id, clientId: client.id, anchor };
  for (const [i, booking] of demoBookings(services, family).entries()) await book(ctx, i + 1, booking);
  await seedViews(tx, services, anchor);
}
