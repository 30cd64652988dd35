// The partner's services: lists by status, the status toggle, bulk updates and the edit form.
// Every write that changes what the public sees clears the catalogue's answer cache in the same request, so an
// inactive service disappears from the storefront at once and comes back when activated.
import type {
  DashboardServiceDetail,
  DashboardServiceRow,
  DashboardServicesQuery,
  DashboardServiceStatus,
  DashboardServiceUpdateBody,
  Locale,
  PageOf,
  ServiceKind,
  ServicesBulkUpdateBody,
  ServicesBulkUpdateResult,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { renameServiceRuleErrors, serviceRuleErrors } from '@mp/shared/domain';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { page } from '../../lib/wire';
import type { Storage } from '../../plugins/storage';
import type { TtlCache } from '../catalogue/cache';
import { missingRequired } from '../forms/completeness';
import { slugTaken } from '../forms/repository';
import { createServicePhotos } from './photos';
import { outOfRange, priceChange, priceRuleOf } from './bulk-price';
import { formRuleErrors } from './edit-rules';
import {
  bulkSetStatus,
  companyService,
  deleteDraft,
  draftsAmong,
  duplicateService,
  extraPricesOf,
  photosOf,
  listCompanyServices,
  lockCompanyServices,
  replaceExtraPrices,
  servicePricesOf,
  setServicePrices,
  setServiceStatus,
  updateServiceFields,
} from './repository';

/** The kinds whose own setting says who confirms their bookings. */
const CONFIRMATION_KINDS: readonly string[] = ['experience', 'wellness', 'transfer'];

export function createDashboardServices(deps: { db: Db; cache: TtlCache; storage: Storage }) {
  const { db, cache, storage } = deps;

  async function detail(companyId: number, id: number): Promise<DashboardServiceDetail> {
    const s = await companyService(db, companyId, id);
    if (!s) throw notFound('dashboard.serviceNotFound');
    const [extras, photos] = await Promise.all([extraPricesOf(db, id), photosOf(db, id)]);
    // Only a draft can miss an answer (publishing checks them all); its check locks the row, so it runs in a transaction.
    const missing =
      s.status === 'draft' ? Object.keys(await db.transaction((tx) => missingRequired(tx, companyId, id))) : [];
    return {
      id: s.id,
      slug: s.slug,
      kind: s.kind as ServiceKind,
      status: s.status as DashboardServiceStatus,
      promoted: s.promoted,
      category_id: s.category_id,
      city_id: s.city_id,
      category: s.category,
      city: s.city,
      name: { en: s.name_en, pt: s.name_pt },
      short_description: { en: s.short_description_en, pt: s.short_description_pt },
      description: { en: s.description_en, pt: s.description_pt },
      annotations: s.annotations,
      languages: s.languages,
      priceType: s.price_type,
      maxCapacity: s.max_capacity,
      value_cents: s.value_cents,
      value_discount_cents: s.value_discount_cents,
      extraPrices: extras.map((e) => ({ maxCapacity: e.max_capacity, value_cents: e.value_cents })),
      duration: s.duration_minutes,
      age_start: s.age_start,
      age_end: s.age_end,
      child_value_cents: s.child_value_cents,
      child_age_end: s.child_age_end,
      children_alone: s.children_alone,
      meeting_point: s.meeting_point,
      meeting_position:
        s.meeting_lat === null || s.meeting_lng === null ? null : { lat: s.meeting_lat, lng: s.meeting_lng },
      image_urls: photos.map((p) => p.url),
      photos: photos.map((p) => ({ id: p.id, url: p.url, alt: { en: p.alt ?? '', pt: p.alt_pt ?? '' } })),
      daily_capacity: s.daily_capacity,
      start_times: s.start_times,
      missing,
      confirmation: s.confirmation,
    };
  }

  const photos = createServicePhotos({ db, storage, cache, detail });

  /**
   * A bulk price change, or its preview: both read the services and compute the same changes, so what the partner
   * confirms is what the preview showed. The change locks the rows first and writes them all or none.
   */
  async function changePrices(
    companyId: number,
    body: ServicesBulkUpdateBody,
    locale: Locale,
  ): Promise<ServicesBulkUpdateResult> {
    const rule = priceRuleOf(body);
    const order = [...new Set(body.ids)];
    const ids = [...order].sort((a, b) => a - b);
    const result = await db.transaction(async (tx) => {
      const found = await servicePricesOf(tx, companyId, ids, locale, !body.preview);
      if (found.length !== ids.length) throw notFound('dashboard.serviceNotFound');
      const byId = new Map(found.map((s) => [s.id, s]));
      const changes = order.flatMap((id) => {
        const s = byId.get(id);
        return s ? [priceChange(s, rule)] : [];
      });
      const refused = outOfRange(changes, rule);
      if (Object.keys(refused).length > 0) throw new ApiError(422, { key: 'errors.validation' }, refused);
      if (body.preview) return { updated: 0, changes };
      const updated = await setServicePrices(
        tx,
        companyId,
        changes.map((c) => ({ id: c.id, ...c.after })),
      );
      return { updated, changes };
    });
    if (!body.preview) cache.clear();
    return result;
  }

  return {
    async list(
      companyId: number,
      q: DashboardServicesQuery,
      url: string,
      locale: Locale,
    ): Promise<PageOf<DashboardServiceRow>> {
      const req = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
      const { total, records } = await listCompanyServices(db, companyId, {
        list: q.status,
        text: q.q,
        sort: q.sort ?? 'created_at',
        order: q.order ?? 'desc',
        limit: req.perPage,
        offset: (req.page - 1) * req.perPage,
      });
      return page(
        url,
        req,
        total,
        records.map((r) => ({
          id: r.id,
          slug: r.slug,
          name: locale === 'pt' ? r.name_pt : r.name_en,
          kind: r.kind as ServiceKind,
          status: r.status as DashboardServiceStatus,
          promoted: r.promoted,
          value_cents: r.value_cents,
          value_discount_cents: r.value_discount_cents,
          image_url: r.image_url,
          confirmation: r.confirmation,
          created_at: r.created_at,
        })),
      );
    },

    detail,
    addPhotos: photos.add,
    arrangePhotos: photos.arrange,

    /** A new draft copied from one of the company's services, to change and publish as a service of its own. */
    async duplicate(companyId: number, id: number): Promise<DashboardServiceDetail> {
      const copy = await db.transaction(async (tx) => {
        const s = await companyService(tx, companyId, id);
        if (!s) return undefined;
        // The copy's address reads as its original's (`alfama-walk-copy`, then `-copy-2`), never a taken one.
        let slug = `${s.slug.slice(0, 90)}-copy`;
        for (let n = 2; await slugTaken(tx, slug, null); n += 1) slug = `${s.slug.slice(0, 90)}-copy-${n}`;
        return duplicateService(tx, companyId, id, { slug, suffixEn: ' (copy)', suffixPt: ' (cópia)' });
      });
      if (copy === undefined) throw notFound('dashboard.serviceNotFound');
      return detail(companyId, copy);
    },

    /**
     * A draft leaves the draft state (on, or off to be turned on later) only complete: the form's own completeness
     * check applies, 422 naming each empty field, so no toggle publishes what the form's submit would refuse.
     */
    async setStatus(companyId: number, id: number, status: DashboardServiceStatus): Promise<DashboardServiceDetail> {
      await db.transaction(async (tx) => {
        const s = await companyService(tx, companyId, id, true);
        if (!s) throw notFound('dashboard.serviceNotFound');
        if (status !== 'draft' && s.status === 'draft') {
          const missing = await missingRequired(tx, companyId, id);
          if (Object.keys(missing).length > 0)
            throw invalid({ service_status: 'dashboard.draftIncomplete', ...missing });
        }
        await setServiceStatus(tx, companyId, id, status);
      });
      cache.clear();
      return detail(companyId, id);
    },

    /** Deletes a draft; a service that was ever on sale is paused instead (its bookings and reviews point at it). */
    async destroyDraft(companyId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const s = await companyService(tx, companyId, id, true);
        if (!s) throw notFound('dashboard.serviceNotFound');
        if (s.status !== 'draft' || !(await deleteDraft(tx, companyId, id)))
          throw invalid({ service_status: 'dashboard.onlyDraftsDeleted' });
      });
    },

    /** All or nothing: one id that is not the company's refuses the whole update (404), so nothing half-applies. */
    async bulkUpdate(
      companyId: number,
      body: ServicesBulkUpdateBody,
      locale: Locale,
    ): Promise<ServicesBulkUpdateResult> {
      if (body.action === 'change_price') return changePrices(companyId, body, locale);
      if (body.preview) throw invalid({ preview: 'dashboard.previewPriceOnly' });
      const ids = [...new Set(body.ids)].sort((a, b) => a - b);
      const updated = await db.transaction(async (tx) => {
        const found = await lockCompanyServices(tx, companyId, ids);
        if (found.length !== ids.length) throw notFound('dashboard.serviceNotFound');
        const incomplete: number[] = [];
        for (const d of await draftsAmong(tx, companyId, ids))
          if (Object.keys(await missingRequired(tx, companyId, d)).length > 0) incomplete.push(d);
        if (incomplete.length > 0)
          throw invalid({
            ids: {
              key: 'dashboard.draftsIncomplete',
              params: { count: incomplete.length, ids: incomplete.join(', ') },
            },
          });
        return bulkSetStatus(tx, companyId, ids, body.action === 'activate' ? 'active' : 'inactive');
      });
      cache.clear();
      return { updated };
    },

    async update(companyId: number, id: number, body: DashboardServiceUpdateBody): Promise<DashboardServiceDetail> {
      await db.transaction(async (tx) => {
        const s = await companyService(tx, companyId, id, true);
        if (!s) throw notFound('dashboard.serviceNotFound');
        // The service as this edit leaves it, through the same rule as the service form (docs/adr/023). The band's
        // two fields are null to remove it, so "sent" is "present in the body", not "not null".
        const sent = <K extends 'child_value_cents' | 'child_age_end'>(k: K) =>
          body[k] !== undefined ? (body[k] ?? null) : s[k];
        const fieldErrors = await formRuleErrors(tx, s.kind, body);
        // Tables follow their restaurant's rules and tickets are always confirmed at once (bookings/confirmation.ts).
        if (body.confirmation !== undefined && !CONFIRMATION_KINDS.includes(s.kind))
          fieldErrors.confirmation = { key: 'dashboard.confirmationNotEditable' };
        const ruleErrors = renameServiceRuleErrors(
          serviceRuleErrors({
            value_cents: body.value_cents ?? s.value_cents,
            value_discount_cents: body.value_discount_cents ?? s.value_discount_cents,
            price_type: body.priceType ?? s.price_type,
            max_capacity: body.maxCapacity ?? s.max_capacity,
            age_start: body.age_start ?? s.age_start,
            age_end: body.age_end ?? s.age_end,
            child_value_cents: sent('child_value_cents'),
            child_age_end: sent('child_age_end'),
            // Tiers not sent are the stored ones: raising the base group size to a stored tier's size is refused too.
            tiers:
              body.extraPrices ??
              (await extraPricesOf(tx, id)).map((t) => ({ maxCapacity: t.max_capacity, value_cents: t.value_cents })),
          }),
          {
            value_discount: 'value_discount_cents',
            age_end: 'age_end',
            child_value: 'child_value_cents',
            child_age_end: 'child_age_end',
            tiers: 'extraPrices',
            tier: (i) => `extraPrices.${i}.maxCapacity`,
          },
        );
        // A field refused by the form's own rules says that first; the rule between fields only where it is silent.
        const errors = {
          ...Object.fromEntries(
            Object.entries(ruleErrors).map(([field, m]) => [
              field,
              { key: `forms.${m.key}`, ...(m.params ? { params: m.params } : {}) },
            ]),
          ),
          ...fieldErrors,
        };
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const columns: Record<string, unknown> = {};
        const plain = {
          name_en: body.name_en,
          name_pt: body.name_pt,
          short_description_en: body.short_description_en,
          short_description_pt: body.short_description_pt,
          description_en: body.description_en,
          description_pt: body.description_pt,
          price_type: body.priceType,
          max_capacity: body.maxCapacity,
          value_cents: body.value_cents,
          value_discount_cents: body.value_discount_cents,
          duration_minutes: body.duration,
          age_start: body.age_start,
          age_end: body.age_end,
          child_value_cents: body.child_value_cents,
          child_age_end: body.child_age_end,
          children_alone: body.children_alone,
          confirmation: body.confirmation,
        };
        for (const [name, v] of Object.entries(plain)) if (v !== undefined) columns[name] = v;
        const point = body.meeting_point;
        await updateServiceFields(tx, id, {
          columns,
          annotations: body.annotations,
          languages: body.languages,
          categorySlug: body.category,
          citySlug: body.city,
          meetingPoint:
            point === undefined
              ? undefined
              : point === null || (!point.en.trim() && !point.pt.trim())
                ? null
                : { en: point.en.trim(), pt: point.pt.trim() },
          meetingPosition: body.meeting_position,
        });
        if (body.extraPrices !== undefined) await replaceExtraPrices(tx, id, body.extraPrices);
      });
      cache.clear();
      return detail(companyId, id);
    },
  };
}
