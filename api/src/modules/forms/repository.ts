// SQL of the service forms: the forms, their steps and fields, and the partner's draft services.
import { sql, type SQL } from 'drizzle-orm';
import type { ImageVariant } from '@mp/shared/contracts';
import type { Conn } from '../../db/sql';
import { one, rows } from '../../db/sql';
import type { DraftState } from './fields';

export interface FormRecord {
  id: number;
  category_name: string;
}
export interface StepRecord {
  id: number;
  form_category_id: number;
  name_en: string;
  name_pt: string;
  display_order: number;
}
export interface FieldRecord {
  id: number;
  form_step_id: number;
  name: string;
  field_type: string;
  label_en: string;
  label_pt: string;
  required: boolean;
  options: { value: string; en: string; pt: string }[] | null;
  display_order: number;
}

export const formByName = (db: Conn, name: string) =>
  one<FormRecord>(db, sql`select id, category_name from form_categories where category_name = ${name}`);

export const stepsOf = (db: Conn, formId: number) =>
  rows<StepRecord>(
    db,
    sql`select id, form_category_id, name_en, name_pt, display_order from form_steps where form_category_id = ${formId} order by display_order, id`,
  );

export const stepById = (db: Conn, id: number) =>
  one<StepRecord>(
    db,
    sql`select id, form_category_id, name_en, name_pt, display_order from form_steps where id = ${id}`,
  );

const FIELDS = sql`select f.id, f.form_step_id, f.name, f.field_type, f.label_en, f.label_pt, f.required, f.options, f.display_order from form_fields f`;

export const fieldsOfStep = (db: Conn, stepId: number) =>
  rows<FieldRecord>(db, sql`${FIELDS} where f.form_step_id = ${stepId} order by f.display_order, f.id`);

export const fieldsOfForm = (db: Conn, formId: number) =>
  rows<FieldRecord>(
    db,
    sql`${FIELDS} join form_steps s on s.id = f.form_step_id where s.form_category_id = ${formId} order by s.display_order, f.display_order`,
  );

export const categoryBySlug = (db: Conn, slug: string) =>
  one<{ id: number; kind: string }>(db, sql`select id, kind from categories where slug = ${slug}`);
export const cityBySlug = (db: Conn, slug: string) =>
  one<{ id: number }>(db, sql`select id from cities where slug = ${slug}`);

export interface DraftRecord extends DraftState {
  id: number;
  slug: string;
  kind: string;
  status: string;
  value_discount_cents: number;
  max_capacity: number;
  age_start: number;
  age_end: number;
  price_type: 'per_person' | 'per_group';
  child_value_cents: number | null;
  child_age_end: number | null;
}

/** The company's service, locked (inside the caller's transaction). */
export const lockDraft = (db: Conn, companyId: number, id: number) =>
  one<DraftRecord>(
    db,
    sql`select s.id, s.slug, s.kind, s.status, s.city_id, s.name_en, s.name_pt, s.short_description_en, s.short_description_pt, s.description_en,
               s.description_pt, s.value_cents, s.value_discount_cents, s.max_capacity, s.daily_capacity, s.duration_minutes, s.age_start,
               s.age_end, s.price_type, s.child_value_cents, s.child_age_end, s.languages, s.start_times, (select count(*)::int from service_images i where i.service_id = s.id) as pictures
          from services s where s.id = ${id} and s.company_id = ${companyId} for update of s`,
  );

export async function slugTaken(db: Conn, slug: string, exceptId: number | null): Promise<boolean> {
  return Boolean(
    await one(
      db,
      sql`select 1 as x from services where slug = ${slug} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
    ),
  );
}

/** A new draft of the company: names from the first step, every other column "not answered" yet. */
export async function insertDraft(
  db: Conn,
  v: { companyId: number; categoryId: number; kind: string; slug: string },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    sql`insert into services (slug, company_id, category_id, kind, name_en, name_pt, annotations, price_type, max_capacity, value_cents,
                              daily_capacity, duration_minutes, status)
        values (${v.slug}, ${v.companyId}, ${v.categoryId}, ${v.kind}, '', '',
                ${JSON.stringify({ calendar_price: false, free_cancellation: false, cancellation_policy: 0, notes: null, selected_language: null })}::jsonb,
                'per_person', 1, 0, 0, 0, 'draft')
        returning id`,
  );
  if (!row) throw new Error('draft insert returned nothing');
  return row.id;
}

/** What one step of the form changes on a draft: columns by name (arrays stored as JSON), annotations merged in. */
export interface DraftChanges {
  columns: Record<string, unknown>;
  annotations: Record<string, unknown>;
  category?: { id: number; kind: string };
  cityId?: number;
  slug?: string;
}

export async function updateDraft(db: Conn, id: number, c: DraftChanges): Promise<void> {
  const set: SQL[] = Object.entries(c.columns).map(([column, value]) =>
    Array.isArray(value)
      ? sql`${sql.identifier(column)} = ${JSON.stringify(value)}::jsonb`
      : sql`${sql.identifier(column)} = ${value}`,
  );
  if (Object.keys(c.annotations).length > 0)
    set.push(sql`annotations = annotations || ${JSON.stringify(c.annotations)}::jsonb`);
  if (c.category) set.push(sql`category_id = ${c.category.id}`, sql`kind = ${c.category.kind}`);
  if (c.cityId !== undefined) set.push(sql`city_id = ${c.cityId}`);
  if (c.slug !== undefined) set.push(sql`slug = ${c.slug}`);
  if (set.length > 0)
    await db.execute(sql`update services set ${sql.join(set, sql`, `)}, updated_at = now() where id = ${id}`);
}

export async function replaceTiers(
  db: Conn,
  id: number,
  tiers: { maxCapacity: number; value_cents: number }[],
): Promise<void> {
  await db.execute(sql`delete from service_extra_prices where service_id = ${id}`);
  for (const t of tiers)
    await db.execute(
      sql`insert into service_extra_prices (service_id, max_capacity, value_cents) values (${id}, ${t.maxCapacity}, ${t.value_cents})`,
    );
}

/** Replaces the service's pictures; answers every file of the ones removed (their variants too) to delete after commit. */
export async function replacePictures(
  db: Conn,
  id: number,
  pictures: { storageKey: string; url: string; width: number; height: number; variants: ImageVariant[] }[],
): Promise<string[]> {
  const old = await rows<{ storage_key: string; variants: ImageVariant[] | null }>(
    db,
    sql`delete from service_images where service_id = ${id} returning storage_key, variants`,
  );
  for (const [position, p] of pictures.entries()) {
    await db.execute(sql`insert into service_images (service_id, storage_key, url, position, width, height, variants)
      values (${id}, ${p.storageKey}, ${p.url}, ${position}, ${p.width}, ${p.height}, ${JSON.stringify(p.variants)}::jsonb)`);
  }
  return old.flatMap((o) => [o.storage_key, ...(o.variants ?? []).map((v) => v.key)]);
}

export async function publish(db: Conn, id: number): Promise<void> {
  await db.execute(sql`update services set status = 'active', updated_at = now() where id = ${id}`);
}
