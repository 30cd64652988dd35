// Demo data of the customer panel and chat (issue 12 §7): client@demo.pt has two conversations with partners —
// partner@demo.pt (the last answer still unread, so the header badge shows 1) and the second company's owner — with
// messages both ways. The client viewed one service of each partner, which is what lets a customer open those chats.
// Idempotent: a chat that already has messages is left as it is.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { companies } from './companies';

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
      { from: 'partner', body: 'Olá Beatriz! Sim, o percurso é curto e temos paragens frequentes. Crianças até 6 anos não pagam.', hoursAgo: 29 },
      { from: 'client', body: 'Ótimo, obrigada. Onde é o ponto de encontro?', hoursAgo: 5 },
      { from: 'partner', body: 'No Largo do Chafariz de Dentro, junto ao Museu do Fado, 10 minutos antes da hora.', hoursAgo: 4 },
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
    await db.execute(sql`insert into chats (participant_1, participant_2) values (${low}, ${high}) on conflict do nothing`);
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
  // A points balance to spend (100 points = €1): the demo customer's loyalty points, given once, so the points box
  // of the cart has something to offer on a fresh site.
  await db.execute(sql`insert into points_ledger (user_id, delta, reason, created_at)
    select ${client.id}, 2500, 'adjustment', ${new Date(now.getTime() - 40 * 24 * HOUR_MS).toISOString()}::timestamptz
    where not exists (select 1 from points_ledger where user_id = ${client.id})`);
}
