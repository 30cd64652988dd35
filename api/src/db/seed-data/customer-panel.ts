// Demo data of the customer panel and chat: client@demo.pt has two conversations with partners —
// partner@demo.pt (the last answer still unread, so the header badge shows 1) and the second company's owner — with
// messages both ways. The client viewed one service of each partner, which is what lets a customer open those chats.
// Idempotent: a chat that already has messages is left as it is.
//
// Bookings in every state: partner-dashboard.ts already gives client@demo.pt pending, confirmed, declined, cancelled
// and completed items with partner@demo.pt's company; this adds, with the second company (Ribeira Porto, so the
// partner dashboard's lists keep their counts), an upcoming booking waiting for payment (a card payment whose
// 3-D Secure step was not finished; its hold runs three days, then the sweeper releases it like any other), a gift card
// bought and then partly spent on a confirmed booking that also used points, and a booking the customer cancelled
// in the free-cancellation window (card and points refunded). Every completed item earned its points (1 per €),
// and every completed item but the two newest has the customer's review, so two are left to review (one for the
// demo, one for the pt journey: reviewing never depends on the time of day the journeys run).
// Written once: when DEMO-CP-0001 exists nothing of it is touched again.
import { sql } from 'drizzle-orm';
import { pointsEarned } from '@mp/shared/domain';
import type { Db } from '../client';
import { companies } from './companies';

const DAY_MS = 86_400_000;
const MARKER = 'DEMO-CP-0001';
/** The demo gift card's code (fixed, so the demo and the tests can use it). */
export const DEMO_GIFT_CARD_CODE = 'GC-DEMO-PRTO-2026';

const HOUR_MS = 3_600_000;

interface DemoMessage {
  from: 'client' | 'partner';
  body: string;
  hoursAgo: number;
}

const CONVERSATIONS: { company: string; read: boolean; messages: DemoMessage[] }[] = [
  {
    company: companies[0]?.slug ?? '',
    read: false,
    messages: [
      { from: 'client', body: 'Olá! A visita de sábado é adequada para uma criança de 6 anos?', hoursAgo: 30 },
      {
        from: 'partner',
        body: 'Olá Beatriz! Sim, o percurso é curto e temos paragens frequentes. Crianças até 6 anos não pagam.',
        hoursAgo: 29,
      },
      { from: 'client', body: 'Ótimo, obrigada. Onde é o ponto de encontro?', hoursAgo: 5 },
      {
        from: 'partner',
        body: 'No Largo do Chafariz de Dentro, junto ao Museu do Fado, 10 minutos antes da hora.',
        hoursAgo: 4,
      },
    ],
  },
  {
    company: companies[1]?.slug ?? '',
    read: true,
    messages: [
      { from: 'client', body: 'Hello, can we bring our own snacks on the boat?', hoursAgo: 80 },
      { from: 'partner', body: 'Of course! Water and fruit are included too.', hoursAgo: 79 },
    ],
  },
];

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

export async function seedCustomerPanel(db: Db, now: Date = new Date()): Promise<void> {
  const client = await one<{ id: number }>(db, sql`select id from users where email = 'client@demo.pt'`);
  if (!client) return;
  for (const conversation of CONVERSATIONS) {
    const company = await one<{ id: number; owner: number | null; service: number | null }>(
      db,
      sql`select c.id, c.owner_user_id as owner,
            (select s.id from services s where s.company_id = c.id and s.status = 'active' order by s.id limit 1) as service
          from companies c where c.slug = ${conversation.company}`,
    );
    if (!company?.owner) continue;
    const partner = company.owner;
    if (company.service !== null) {
      await db.execute(sql`insert into service_views (service_id, user_id, viewed_at)
        select ${company.service}, ${client.id}, ${new Date(now.getTime() - 48 * HOUR_MS).toISOString()}::timestamptz
        where not exists (select 1 from service_views where service_id = ${company.service} and user_id = ${client.id})`);
    }
    const [low, high] = client.id < partner ? [client.id, partner] : [partner, client.id];
    await db.execute(
      sql`insert into chats (participant_1, participant_2) values (${low}, ${high}) on conflict do nothing`,
    );
    const chat = await one<{ id: number; n: number }>(
      db,
      sql`select c.id, (select count(*)::int from chat_messages m where m.chat_id = c.id) as n
          from chats c where c.participant_1 = ${low} and c.participant_2 = ${high}`,
    );
    if (!chat || chat.n > 0) continue;
    let lastId = 0;
    let lastClientId = 0;
    for (const m of conversation.messages) {
      const sender = m.from === 'client' ? client.id : partner;
      const at = new Date(now.getTime() - m.hoursAgo * HOUR_MS).toISOString();
      const row = await one<{ id: number }>(
        db,
        sql`insert into chat_messages (chat_id, sender_id, body, created_at) values (${chat.id}, ${sender}, ${m.body}, ${at}::timestamptz) returning id`,
      );
      lastId = row?.id ?? lastId;
      if (m.from === 'client') lastClientId = lastId;
    }
    // The partner has read everything; the client has read all but (in the first chat) the last answer.
    const clientRead = conversation.read ? lastId : lastClientId;
    await db.execute(sql`insert into chat_read_markers (chat_id, user_id, last_read_message_id)
      values (${chat.id}, ${partner}, ${lastId}), (${chat.id}, ${client.id}, ${clientRead}) on conflict do nothing`);
    // Demo mail must not go out for old demo messages.
    await db.execute(sql`insert into chat_mail_notices (chat_id, user_id, last_message_id, sent_at)
      values (${chat.id}, ${client.id}, ${lastId}, ${now.toISOString()}::timestamptz) on conflict do nothing`);
  }
  await seedCustomerBookings(db, client.id, now);
}

/** Completed items left without a review, newest first. */
export const REVIEWS_LEFT = 2;

const REVIEW_TEXTS: { language: 'en' | 'pt'; stars: number; text: string }[] = [
  { language: 'pt', stars: 5, text: 'Guia excelente, muito simpático e conhecedor. Recomendo a toda a gente!' },
  { language: 'en', stars: 5, text: 'A lovely morning: great stories, good pace and a warm welcome.' },
  { language: 'pt', stars: 4, text: 'Muito bom, só faltou um pouco mais de tempo no fim do percurso.' },
  { language: 'pt', stars: 5, text: 'Voltámos pela segunda vez e continua fantástico.' },
  { language: 'en', stars: 4, text: 'Well organised and on time. We would book again.' },
];

/** The bookings, gift card, points history and reviews described at the top of the file. */
async function seedCustomerBookings(db: Db, clientId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const conn = tx as unknown as Db;
    // The stop-gap of an earlier seed (2,500 points given as an adjustment) gives way to the real history below.
    await tx.execute(
      sql`delete from points_ledger where user_id = ${clientId} and reason = 'adjustment' and delta = 2500 and booking_id is null`,
    );
    if (await one(conn, sql`select 1 as x from bookings where reference = ${MARKER}`)) return;
    const company = await one<{ id: number }>(
      conn,
      sql`select id from companies where slug = ${companies[1]?.slug ?? ''}`,
    );
    if (!company) return;
    const services = (
      (await tx.execute(
        sql`select id, slug, kind, value_cents, name_en, name_pt, duration_minutes, daily_capacity from services
          where company_id = ${company.id} and status = 'active' order by id`,
      )) as unknown as {
        rows: {
          id: number;
          slug: string;
          kind: string;
          value_cents: number;
          name_en: string;
          name_pt: string;
          duration_minutes: number;
          daily_capacity: number;
        }[];
      }
    ).rows;
    const giftService = services.find((s) => s.kind === 'gift_card');
    const [first, second] = services.filter((s) => s.kind !== 'gift_card');
    if (!giftService || !first || !second) return;
    const anchor = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const at = (days: number, hours = 0) => new Date(anchor + days * DAY_MS + hours * 3_600_000).toISOString();
    const billing = JSON.stringify({
      first_name: 'Beatriz',
      last_name: 'Almeida',
      email: 'client@demo.pt',
      phone: '912000111',
      country: 'pt',
    });

    const book = async (o: {
      reference: string;
      status: 'waiting_payment' | 'paid';
      method: string;
      created: string;
      expires?: string;
      pointsUsed?: number;
      giftCardId?: number;
      item: {
        service: (typeof services)[number];
        status: string;
        date: string;
        quantity: number;
        valueCents?: number;
        annotations?: Record<string, unknown>;
      };
    }) => {
      const value = o.item.valueCents ?? o.item.service.value_cents * o.item.quantity;
      const total = value - (o.pointsUsed ?? 0);
      const booking = await one<{ id: number }>(
        conn,
        sql`insert into bookings (reference, user_id, created_by_user_id, payment_method, total_cents, points_used, gift_card_id, billing, annotations, status, expires_at, paid_at, created_at, updated_at)
            values (${o.reference}, ${clientId}, ${clientId}, ${o.method}, ${total}, ${o.pointsUsed ?? 0}, ${o.giftCardId ?? null}, ${billing}::jsonb, '{"locale":"pt"}'::jsonb,
                    ${o.status}, ${o.expires ?? null}, ${o.status === 'paid' ? o.created : null}, ${o.created}, ${o.created})
            returning id`,
      );
      const capacityDate = o.item.service.kind === 'gift_card' ? null : o.item.date.slice(0, 10);
      const annotations = {
        free_cancellation: true,
        cancellation_policy: 24,
        time: o.item.date.slice(11, 16),
        ...o.item.annotations,
      };
      const item = await one<{ id: number }>(
        conn,
        sql`insert into booking_items (booking_id, service_id, company_id, booking_date, capacity_date, status, quantity, value_cents, annotations, unserialized_service, created_at, updated_at)
            values (${booking!.id}, ${o.item.service.id}, ${company.id}, ${o.item.date}, ${capacityDate}, ${o.item.status}, ${o.item.quantity}, ${value}, ${JSON.stringify(annotations)}::jsonb,
                    ${JSON.stringify({ id: o.item.service.id, slug: o.item.service.slug, kind: o.item.service.kind, name_en: o.item.service.name_en, name_pt: o.item.service.name_pt, duration: o.item.service.duration_minutes })}::jsonb,
                    ${o.created}, ${o.created})
            returning id`,
      );
      if (capacityDate && ['waiting_payment', 'pending', 'confirmed'].includes(o.item.status)) {
        await tx.execute(
          sql`insert into service_daily_capacity (service_id, date, capacity, booked) values (${o.item.service.id}, ${capacityDate}, greatest(${o.item.service.daily_capacity}::int, ${o.item.quantity}::int), ${o.item.quantity}::int)
              on conflict (service_id, date) do update set booked = service_daily_capacity.booked + excluded.booked, capacity = greatest(service_daily_capacity.capacity, service_daily_capacity.booked + excluded.booked)`,
        );
      }
      return { bookingId: booking!.id, itemId: item!.id, value, total };
    };
    const pay = (
      bookingId: number,
      provider: string,
      reference: string,
      amount: number,
      created: string,
      status = 'paid',
      details: Record<string, unknown> = { brand: 'visa', last4: '4242' },
    ) =>
      tx.execute(sql`insert into payments (booking_id, provider, external_id, status, amount_cents, details, created_at, updated_at)
        values (${bookingId}, ${provider}, ${`demo_${reference}_${provider}`}, ${status}, ${amount}, ${JSON.stringify(details)}::jsonb, ${created}, ${created})`);
    const points = (delta: number, reason: string, bookingId: number | null, itemId: number | null, created: string) =>
      tx.execute(sql`insert into points_ledger (user_id, delta, reason, booking_id, booking_item_id, created_at)
        values (${clientId}, ${delta}, ${reason}, ${bookingId}, ${itemId}, ${created}) on conflict do nothing`);

    // 1. Upcoming, waiting for payment: the card's 3-D Secure step is not done yet.
    const waiting = await book({
      reference: MARKER,
      status: 'waiting_payment',
      method: 'card',
      created: at(0, -2),
      expires: at(3),
      item: { service: first, status: 'waiting_payment', date: at(21, 10), quantity: 2 },
    });
    await pay(waiting.bookingId, 'card', MARKER, waiting.total, at(0, -2), 'requires_action', {
      brand: 'visa',
      last4: '4242',
    });

    // 2. A €50 gift card bought by card 60 days ago (delivered at once: the item is complete).
    const created = at(-60, 11);
    const bought = await book({
      reference: 'DEMO-CP-0002',
      status: 'paid',
      method: 'card',
      created,
      item: {
        service: giftService,
        status: 'completed',
        date: created,
        quantity: 1,
        valueCents: 5000,
        annotations: { gift_card_value_cents: 5000, free_cancellation: false, cancellation_policy: 0 },
      },
    });
    await pay(bought.bookingId, 'card', 'DEMO-CP-0002', 5000, created);
    const card = await one<{ id: number }>(
      conn,
      sql`insert into gift_cards (code, service_id, purchaser_user_id, owner_user_id, value_cents, balance_cents, status, expires_at, issued_for_booking_item_id, issue_index, created_at)
          values (${DEMO_GIFT_CARD_CODE}, ${giftService.id}, ${clientId}, ${clientId}, 5000, 5000, 'active', ${at(305)}, ${bought.itemId}, 0, ${created})
          on conflict (code) do nothing returning id`,
    );
    if (!card) return;
    await tx.execute(
      sql`insert into gift_card_transactions (gift_card_id, booking_id, kind, amount_cents, created_at) values (${card.id}, ${bought.bookingId}, 'issue', 5000, ${created})`,
    );
    await points(pointsEarned(5000), 'earned', bought.bookingId, bought.itemId, created);

    // 3. Upcoming and confirmed: €20 of the gift card, 500 points (€5), the rest by card.
    const spentAt = at(-6, 9);
    const giftCents = 2000;
    const pointsUsed = 500;
    const confirmed = await book({
      reference: 'DEMO-CP-0003',
      status: 'paid',
      method: 'card',
      created: spentAt,
      pointsUsed,
      giftCardId: card.id,
      item: {
        service: second,
        status: 'confirmed',
        date: at(12, 11),
        quantity: 2,
        annotations: { gift_card: { cents: giftCents } },
      },
    });
    await tx.execute(
      sql`update bookings set annotations = annotations || ${JSON.stringify({ gift_card: { last4: DEMO_GIFT_CARD_CODE.slice(-4), cents: giftCents } })}::jsonb where id = ${confirmed.bookingId}`,
    );
    await tx.execute(sql`update gift_cards set balance_cents = balance_cents - ${giftCents} where id = ${card.id}`);
    await tx.execute(
      sql`insert into gift_card_transactions (gift_card_id, booking_id, kind, amount_cents, created_at) values (${card.id}, ${confirmed.bookingId}, 'redeem', ${giftCents}, ${spentAt})`,
    );
    await points(-pointsUsed, 'spent', confirmed.bookingId, null, spentAt);
    await pay(confirmed.bookingId, 'card', 'DEMO-CP-0003', confirmed.total - giftCents, spentAt);

    // 4. Cancelled by the customer inside the free-cancellation window: the card and the 300 points came back.
    const cancelledAt = at(-20, 16);
    const cancelled = await book({
      reference: 'DEMO-CP-0004',
      status: 'paid',
      method: 'card',
      created: at(-25, 10),
      pointsUsed: 300,
      item: {
        service: first,
        status: 'cancelled',
        date: at(-10, 10),
        quantity: 1,
        annotations: { cancelled_by: 'customer' },
      },
    });
    await points(-300, 'spent', cancelled.bookingId, null, at(-25, 10));
    await pay(cancelled.bookingId, 'card', 'DEMO-CP-0004', cancelled.total, at(-25, 10), 'refunded', {
      brand: 'visa',
      last4: '4242',
      refunded_cents: cancelled.total,
    });
    await points(300, 'refund', cancelled.bookingId, cancelled.itemId, cancelledAt);

    // Every completed item (but a gift card) earned its points the day after its date, and all but the two newest were reviewed.
    const completed = (
      (await tx.execute(
        sql`select bi.id, bi.booking_id, bi.service_id, bi.booking_date, bi.value_cents - bi.discount_cents as charged
          from booking_items bi join bookings b on b.id = bi.booking_id
          where b.user_id = ${clientId} and bi.status = 'completed' and coalesce(bi.unserialized_service->>'kind', '') <> 'gift_card'
          order by bi.booking_date desc, bi.id desc`,
      )) as unknown as {
        rows: { id: number; booking_id: number; service_id: number; booking_date: Date | string; charged: number }[];
      }
    ).rows;
    for (const [i, item] of completed.entries()) {
      const after = new Date(new Date(item.booking_date).getTime() + DAY_MS).toISOString();
      await points(pointsEarned(item.charged), 'earned', item.booking_id, item.id, after);
      if (i < REVIEWS_LEFT) continue;
      const review = REVIEW_TEXTS[i % REVIEW_TEXTS.length]!;
      await tx.execute(
        sql`insert into reviews (service_id, user_id, booking_item_id, author_first_name, author_last_name, author_country, stars, language, text, status, source, import_key, created_at)
            values (${item.service_id}, ${clientId}, ${item.id}, 'Beatriz', 'Almeida', 'pt', ${review.stars}, ${review.language}, ${review.text}, 'published', 'user', ${`demo-cp-review-${item.id}`}, ${after})
            on conflict do nothing`,
      );
    }
  });
}
