// The promoter area: the partner asks for a promo code for services of their company (reason, wanted discount) and
// follows each request's status. The back office decides through the existing
// POST api/super/promo-codes/request/{id}/status (requested → assigned with a code → used); nothing here changes that.
import type {
  Locale,
  PageOf,
  PartnerPromoRequest,
  PartnerPromoRequestBody,
  PartnerPromoRequestsQuery,
} from '@mp/shared/contracts';
import type { Db } from '../../../db/client';
import { invalid } from '../../../lib/errors';
import { page } from '../../../lib/wire';
import type { Conn } from '../../../db/sql';
import * as repo from './repository';

/** At most this many requests waiting for the back office at once, per company. */
export const MAX_OPEN_REQUESTS = 5;

async function views(db: Conn, records: repo.RequestRecord[], locale: Locale): Promise<PartnerPromoRequest[]> {
  const names = await repo.serviceNames(db, [...new Set(records.flatMap((r) => r.service_ids))], locale);
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return records.map((r) => ({
    id: r.id,
    status: r.status,
    reason: r.reason,
    wanted_discount_percent: r.wanted_discount_percent,
    services: r.service_ids.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)! })),
    // The code shows once the back office has assigned it (a "used" request keeps showing which code it was).
    promo_code:
      r.code && r.status !== 'requested'
        ? { code: r.code, kind: r.kind ?? 'percent', value: r.value ?? 0, valid_to: r.valid_to ?? '' }
        : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

export async function listPromoRequests(
  db: Conn,
  companyId: number,
  q: PartnerPromoRequestsQuery,
  url: string,
  locale: Locale,
): Promise<PageOf<PartnerPromoRequest>> {
  const req = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
  const filter = { status: q.status };
  const total = await repo.countRequests(db, companyId, filter);
  const records = await repo.requestRows(db, companyId, filter, req.perPage, (req.page - 1) * req.perPage);
  return page(url, req, total, await views(db, records, locale));
}

export async function createPromoRequest(
  d: Db,
  partner: { userId: number; companyId: number },
  body: PartnerPromoRequestBody,
  locale: Locale,
): Promise<PartnerPromoRequest> {
  const ids = [...new Set(body.service_ids)].sort((a, b) => a - b);
  const id = await d.transaction(async (tx) => {
    await repo.lockCompany(tx, partner.companyId);
    const own = await repo.ownServiceIds(tx, partner.companyId, ids);
    if (own.length !== ids.length) throw invalid({ service_ids: 'dashboard.promoServices' });
    const open = await repo.countRequests(tx, partner.companyId, { status: 'requested' });
    if (open >= MAX_OPEN_REQUESTS)
      throw invalid({ reason: { key: 'dashboard.promoTooMany', params: { max: MAX_OPEN_REQUESTS } } });
    return repo.insertRequest(tx, {
      userId: partner.userId,
      companyId: partner.companyId,
      reason: body.reason.trim(),
      wantedDiscountPercent: body.wanted_discount_percent,
      serviceIds: ids,
    });
  });
  const [view] = await views(d, await repo.requestRows(d, partner.companyId, { id }, 1, 0), locale);
  return view!;
}
