// The service form: the form read from the server, and the step-by-step draft it fills in. A draft
// is a service with status `draft` (never on the storefront); the last post with `submit=1` checks every required
// field of every step is answered and makes it `active`, clearing the catalogue's answer cache so it shows at once.
import { randomBytes } from 'node:crypto';
import type { FormCategory, FormStep, FormSubmitBody, FormSubmitResult, Locale } from '@mp/shared/contracts';
import { MAX_ID } from '@mp/shared/contracts';
import { renameServiceRuleErrors, serviceRuleErrors } from '@mp/shared/domain';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { invalid, notFound } from '../../lib/errors';
import { slugify } from '../../db/seed-data/slug';
import type { TtlCache } from '../catalogue/cache';
import { pictureKeys, storePicture, UnreadableImage, type StoredPicture } from '../files/variants';
import { missingRequired } from './completeness';
import { readStep, type ServicePatch } from './fields';
import * as repo from './repository';
import { unusedFiles } from '../dashboard/repository';
import type { Conn } from '../../db/sql';

/**
 * Words the catalogue's fixed `/api/services/<word>` paths take: a service with one of them as its slug could never be
 * opened (the fixed path wins), so such a name gets the next free number instead (`suggested-2`).
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'suggested',
  'sponsored',
  'trending',
  'weekly-deals',
  'by-cities',
  'most-recent',
  'locations',
]);

/** Pictures the form stores live under this prefix; only those are ever deleted when a draft's pictures change. */
const PICTURE_PREFIX = 'services/form-';

export function createForms(deps: { db: Db; storage: Storage; cache: TtlCache }) {
  const { db, storage, cache } = deps;

  async function uniqueSlug(tx: Conn, name: string, exceptId: number | null): Promise<string> {
    const base = slugify(name).slice(0, 80) || 'service';
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!RESERVED_SLUGS.has(slug) && !(await repo.slugTaken(tx, slug, exceptId))) return slug;
    }
  }

  return {
    async category(name: string, locale: Locale): Promise<FormCategory> {
      const form = await repo.formByName(db, name);
      if (!form) throw notFound('forms.formNotFound');
      const steps = await repo.stepsOf(db, form.id);
      return {
        id: form.id,
        category_name: form.category_name,
        steps: steps.map((s) => ({
          id: s.id,
          name: locale === 'pt' ? s.name_pt : s.name_en,
          display_order: s.display_order,
        })),
      };
    },

    async step(id: number, locale: Locale): Promise<FormStep> {
      const step = await repo.stepById(db, id);
      if (!step) throw notFound('forms.stepNotFound');
      const fields = await repo.fieldsOfStep(db, id);
      return {
        id: step.id,
        form_category_id: step.form_category_id,
        name: locale === 'pt' ? step.name_pt : step.name_en,
        display_order: step.display_order,
        fields: fields.map((f) => ({
          id: f.id,
          name: f.name,
          field_type: f.field_type as FormStep['fields'][number]['field_type'],
          label: locale === 'pt' ? f.label_pt : f.label_en,
          required: f.required,
          options: f.options?.map((o) => ({ value: o.value, label: locale === 'pt' ? o.pt : o.en })) ?? null,
          display_order: f.display_order,
        })),
      };
    },

    async submit(companyId: number, name: string, body: FormSubmitBody): Promise<FormSubmitResult> {
      const form = await repo.formByName(db, name);
      if (!form) throw notFound('forms.formNotFound');
      const steps = await repo.stepsOf(db, form.id);
      const step = steps.find((s) => s.id === Number(body.step));
      if (!step) throw invalid({ step: 'forms.stepNotInForm' });
      const serviceId = body.service_id === undefined ? null : Number(body.service_id);
      // The contract's pattern lets ten digits through; above PostgreSQL's integer it is a 422, not a database error.
      if (serviceId !== null && serviceId > MAX_ID)
        throw invalid({ service_id: { key: 'validation.maximum', params: { limit: MAX_ID } } });
      if (serviceId === null && step.id !== steps[0]?.id) throw invalid({ service_id: 'forms.startFirst' });
      const publishing = body.submit === true || body.submit === 1 || body.submit === '1';

      const { patch, errors } = readStep(await repo.fieldsOfStep(db, step.id), body as Record<string, unknown>);
      const category = patch.category ? await repo.categoryBySlug(db, patch.category) : undefined;
      if (patch.category && (!category || category.kind !== form.category_name))
        errors.category = { key: 'forms.option' };
      const city = patch.city ? await repo.cityBySlug(db, patch.city) : undefined;
      if (patch.city && !city) errors.city = { key: 'forms.option' };
      if (Object.keys(errors).length > 0) throw invalid(errors);

      // Pictures are written before the transaction (so it stays short) and removed again if it fails.
      const stored = await storePictures(patch);
      let removed: string[] = [];
      let saved: { service_id: number; slug: string };
      try {
        saved = await db.transaction(async (tx) => {
          let id = serviceId;
          if (id === null) {
            if (!category) throw invalid({ category: 'forms.required' });
            id = await repo.insertDraft(tx, {
              companyId,
              categoryId: category.id,
              kind: category.kind,
              slug: `draft-${randomBytes(8).toString('hex')}`,
            });
          }
          const draft = await repo.lockDraft(tx, companyId, id);
          if (!draft || draft.status !== 'draft') throw notFound('forms.draftNotFound');
          checkAgainstDraft(patch, draft);

          const nameEn = typeof patch.columns.name_en === 'string' ? patch.columns.name_en : null;
          const slug = nameEn ? await uniqueSlug(tx, nameEn, id) : draft.slug;
          await repo.updateDraft(tx, id, {
            columns: patch.columns,
            annotations: patch.annotations,
            category: category ?? undefined,
            cityId: city?.id,
            slug: slug !== draft.slug ? slug : undefined,
          });
          if (patch.tiers) await repo.replaceTiers(tx, id, patch.tiers);
          if (stored.length > 0) removed = await repo.replacePictures(tx, id, stored);

          return { service_id: id, slug };
        });
      } catch (e) {
        await deletePictures(stored);
        throw e;
      }
      // A duplicated service shares its original's files: only files no photo points at any more are deleted.
      const loose = await unusedFiles(
        db,
        removed.filter((k) => k.startsWith(PICTURE_PREFIX)),
      );
      await Promise.all(loose.map((k) => storage.delete(k).catch(() => undefined)));
      // The step's answers are kept even when publishing is refused: the partner fixes what is missing and submits again.
      if (publishing) {
        await db.transaction(async (tx) => {
          const missing = await missingRequired(tx, companyId, saved.service_id);
          if (Object.keys(missing).length > 0) throw invalid(missing);
          await repo.publish(tx, saved.service_id);
        });
        cache.clear();
      }
      return { ...saved, status: publishing ? 'active' : 'draft' };
    },
  };

  /**
   * Each picture's responsive variants (ADR 024), made and written once here. All or nothing: when one picture
   * cannot be made or written, the files of the ones before it are deleted, so no row will point at a missing file.
   * A picture whose bytes pass the type check but do not decode is refused on its field like a wrong type.
   */
  async function storePictures(patch: ServicePatch): Promise<StoredPicture[]> {
    const out: StoredPicture[] = [];
    try {
      for (const [i, p] of (patch.pictures ?? []).entries()) {
        const base = `${PICTURE_PREFIX}${Date.now()}-${randomBytes(6).toString('hex')}-${i + 1}`;
        try {
          out.push(await storePicture(storage, base, p.data));
        } catch (error) {
          if (error instanceof UnreadableImage) throw invalid({ [`pictures.${i}`]: 'files.wrongType' });
          throw error;
        }
      }
    } catch (error) {
      await deletePictures(out);
      throw error;
    }
    return out;
  }

  async function deletePictures(pictures: StoredPicture[]): Promise<void> {
    await Promise.all(pictures.flatMap((s) => pictureKeys(s)).map((k) => storage.delete(k).catch(() => undefined)));
  }
}

/** The service price and age rule (@mp/shared/domain, docs/adr/023) over the draft as this step changes it. */
function checkAgainstDraft(patch: ServicePatch, draft: repo.DraftRecord): void {
  const num = (column: string, fallback: number) =>
    typeof patch.columns[column] === 'number' ? (patch.columns[column] as number) : fallback;
  // The band's two columns may be posted empty (null: no band), so "sent" is "present", not "a number".
  const given = (column: string, fallback: number | null) =>
    column in patch.columns ? (patch.columns[column] as number | null) : fallback;
  const errors = serviceRuleErrors({
    value_cents: num('value_cents', draft.value_cents),
    value_discount_cents: num('value_discount_cents', draft.value_discount_cents),
    price_type:
      patch.columns.price_type === 'per_group' || patch.columns.price_type === 'per_person'
        ? patch.columns.price_type
        : draft.price_type,
    max_capacity: num('max_capacity', draft.max_capacity),
    age_start: num('age_start', draft.age_start),
    age_end: num('age_end', draft.age_end),
    child_value_cents: given('child_value_cents', draft.child_value_cents),
    child_age_end: given('child_age_end', draft.child_age_end),
    tiers: patch.tiers ?? [],
  });
  const fields = renameServiceRuleErrors(errors, {
    value_discount: 'value_discount',
    age_end: 'age_end',
    child_value: 'child_value',
    child_age_end: 'child_age_end',
    tiers: 'extra_prices',
    tier: (i) => `extra_prices.${i}`,
  });
  if (Object.keys(fields).length > 0)
    throw invalid(
      Object.fromEntries(
        Object.entries(fields).map(([field, m]) => [
          field,
          { key: `forms.${m.key}`, ...(m.params ? { params: m.params } : {}) },
        ]),
      ),
    );
}
