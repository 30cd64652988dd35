// Gift cards: balance moves only with a transaction row, under the card's row lock, never below zero (CHECK too).
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { giftCardTransactions, giftCards, services } from '../../db/schema';
import { one, type Conn } from '../../db/sql';

export type GiftCardRow = typeof giftCards.$inferSelect;

export async function giftCardByCode(db: Conn, code: string, lock = false): Promise<GiftCardRow | undefined> {
  const q = db
    .select()
    .from(giftCards)
    .where(eq(giftCards.code, normaliseGiftCode(code)))
    .limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export function normaliseGiftCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, '');
}

/** Caller holds the lock; `amount` ≤ balance is checked by the caller and by the CHECK constraint. */
export async function spendGiftCard(db: Conn, card: GiftCardRow, amountCents: number, bookingId: number) {
  if (amountCents <= 0) return;
  const balance = card.balanceCents - amountCents;
  await db
    .update(giftCards)
    .set({ balanceCents: balance, status: balance === 0 ? 'redeemed' : card.status })
    .where(eq(giftCards.id, card.id));
  await db.insert(giftCardTransactions).values({ giftCardId: card.id, bookingId, kind: 'redeem', amountCents });
}

export async function refundGiftCard(db: Conn, cardId: number, amountCents: number, bookingId: number) {
  if (amountCents <= 0) return;
  await db
    .update(giftCards)
    .set({
      balanceCents: sql`${giftCards.balanceCents} + ${amountCents}`,
      status: sql`case when ${giftCards.status} = 'redeemed' then 'active' else ${giftCards.status} end`,
    })
    .where(eq(giftCards.id, cardId));
  await db.insert(giftCardTransactions).values({ giftCardId: cardId, bookingId, kind: 'refund', amountCents });
}

/** A readable code: GC-XXXX-XXXX-XXXX without look-alike characters. */
export function newGiftCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const block = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `GC-${block()}-${block()}-${block()}`;
}

/** Issues the cards a paid booking item bought; (item, index) is unique, so a second payment event issues nothing. */
export async function issueGiftCards(
  db: Conn,
  input: {
    bookingItemId: number;
    serviceId: number;
    userId: number;
    bookingId: number;
    valueCents: number;
    quantity: number;
  },
): Promise<GiftCardRow[]> {
  const issued: GiftCardRow[] = [];
  const expiresAt = new Date(Date.now() + 365 * 86_400_000);
  for (let index = 0; index < input.quantity; index++) {
    const [card] = await db
      .insert(giftCards)
      .values({
        code: newGiftCode(),
        serviceId: input.serviceId,
        purchaserUserId: input.userId,
        ownerUserId: input.userId,
        valueCents: input.valueCents,
        balanceCents: input.valueCents,
        status: 'active',
        expiresAt,
        issuedForBookingItemId: input.bookingItemId,
        issueIndex: index,
      })
      .onConflictDoNothing()
      .returning();
    if (!card) continue;
    await db
      .insert(giftCardTransactions)
      .values({ giftCardId: card.id, bookingId: input.bookingId, kind: 'issue', amountCents: input.valueCents });
    issued.push(card);
  }
  return issued;
}

export async function giftCardsOfUser(db: Conn, userId: number, order: 'asc' | 'desc', limit: number, offset: number) {
  const where = or(eq(giftCards.ownerUserId, userId), eq(giftCards.purchaserUserId, userId));
  const [total] = await db.select({ n: count() }).from(giftCards).where(where);
  const list = await db
    .select({ card: giftCards, nameEn: services.nameEn, namePt: services.namePt })
    .from(giftCards)
    .leftJoin(services, eq(services.id, giftCards.serviceId))
    .where(and(where))
    .orderBy(order === 'asc' ? asc(giftCards.id) : desc(giftCards.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), list };
}

/**
 * Which services a gift card pays for: a card bought from a partner's gift-card service pays for
 * that partner's services only; a card with no service (issued by the platform) pays for any service.
 */
export async function giftCardPartner(
  db: Conn,
  card: Pick<GiftCardRow, 'serviceId'>,
): Promise<{ companyId: number; tradeName: string } | null> {
  if (card.serviceId === null) return null;
  const row = await one<{ company_id: number; trade_name: string }>(
    db,
    sql`select c.id as company_id, c.trade_name from services s join companies c on c.id = s.company_id where s.id = ${card.serviceId}`,
  );
  return row ? { companyId: row.company_id, tradeName: row.trade_name } : null;
}

/** The transactions of these cards, oldest first, with the booking reference they belong to. */
export async function transactionsOfCards(db: Conn, cardIds: number[]) {
  if (cardIds.length === 0) return [];
  const result = (await db.execute(
    sql`select t.id, t.gift_card_id, t.kind, t.amount_cents, t.created_at, b.reference as booking_reference
        from gift_card_transactions t left join bookings b on b.id = t.booking_id
        where t.gift_card_id in ${sql.raw(`(${cardIds.map(Number).join(',')})`)} order by t.id`,
  )) as unknown as {
    rows: {
      id: number;
      gift_card_id: number;
      kind: 'issue' | 'redeem' | 'refund';
      amount_cents: number;
      created_at: Date | string;
      booking_reference: string | null;
    }[];
  };
  return result.rows;
}
