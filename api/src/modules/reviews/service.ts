// Customer reviews: after an item is completed its customer may review it once (1–5 stars, text,
// language); the review is published at once and shows on the service page with the others.
import type { ItemReview } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { ApiError, invalid, notFound } from '../../lib/errors';
import * as repo from './repository';

export const REVIEW_TEXT = { min: 10, max: 2000 } as const;

export async function reviewItem(
  db: Db,
  userId: number,
  itemId: number,
  body: { stars: number; text: string; language: 'en' | 'pt' },
): Promise<ItemReview> {
  const text = body.text.trim();
  const fields: Parameters<typeof invalid>[0] = {};
  if (!Number.isInteger(body.stars) || body.stars < 1 || body.stars > 5) fields.stars = 'reviews.starsInvalid';
  if (text.length < REVIEW_TEXT.min || text.length > REVIEW_TEXT.max)
    fields.text = { key: 'reviews.textLength', params: { ...REVIEW_TEXT } };
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const row = await db.transaction(async (tx) => {
    const item = await repo.itemForReview(tx, userId, itemId);
    if (!item || item.service_id === null) throw notFound('reviews.itemNotFound');
    if (item.kind === 'gift_card') throw new ApiError(403, { key: 'reviews.giftCard' });
    if (item.status !== 'completed') throw new ApiError(403, { key: 'reviews.notCompleted' });
    if (item.reviewed) throw invalid({ item: 'reviews.alreadyReviewed' });
    return repo.insertReview(tx, {
      serviceId: item.service_id,
      userId,
      itemId,
      firstName: item.first_name,
      lastName: item.last_name,
      country: item.country,
      stars: body.stars,
      text,
      language: body.language,
    });
  });
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}
