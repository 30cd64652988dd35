// Reads of the customer's gift cards. Issuing is in bookings/ledger (on payment), spending at checkout.
import type { ClientGiftCard, Locale, PageOf } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { page } from '../../lib/wire';
import { giftCardsOfUser, transactionsOfCards } from './repository';

export async function clientGiftCards(
  db: Db,
  userId: number,
  q: { orderBy?: 'asc' | 'desc'; page?: number; per_page?: number },
  url: string,
  locale: Locale,
): Promise<PageOf<ClientGiftCard>> {
  const req = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
  const { total, list } = await giftCardsOfUser(
    db,
    userId,
    q.orderBy ?? 'desc',
    req.perPage,
    (req.page - 1) * req.perPage,
  );
  const now = new Date();
  const transactions = await transactionsOfCards(
    db,
    list.map(({ card }) => card.id),
  );
  return page(
    url,
    req,
    total,
    list.map(({ card, nameEn, namePt }) => ({
      id: card.id,
      code: card.code,
      service_name: (locale === 'pt' ? namePt : nameEn) ?? null,
      value_cents: card.valueCents,
      balance_cents: card.balanceCents,
      status: (card.status === 'active' && card.expiresAt < now ? 'expired' : card.status) as ClientGiftCard['status'],
      expires_at: card.expiresAt.toISOString(),
      created_at: card.createdAt.toISOString(),
      transactions: transactions
        .filter((t) => t.gift_card_id === card.id)
        .map((t) => ({
          id: t.id,
          kind: t.kind,
          amount_cents: t.amount_cents,
          booking_reference: t.booking_reference,
          created_at: new Date(t.created_at).toISOString(),
        })),
    })),
  );
}
