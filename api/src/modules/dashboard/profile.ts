// The partner's company profile: GET /api/companies (the partner's own companies, both languages'
// descriptions), POST /api/dashboard/partners/{userId} (spec §7; multipart with a logo; empty values skipped, spec
// §5) and the settings (mail language, notification address, password); the company's reviews are partner-reviews'.
// Registered inside the dashboard plugin, behind its team-access hook: every statement is scoped to the company the
// signed-in member acts for, so another partner's company cannot be read or written here.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql, type SQL } from 'drizzle-orm';
import {
  ChangePasswordBody,
  CompanyProfile,
  CompanyProfileBody,
  Envelope,
  Id,
  ImpersonateField,
  MessageContent,
  PartnerSettings,
  PartnerSettingsBody,
  type Locale,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { ApiError, forbidden, invalid, notFound, type MessageRef } from '../../lib/errors';
import { checkImage, IMAGE_EXTENSIONS } from '../../lib/images';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import { one, rows, type Conn } from '../cart/sql';
import { changePassword, saveLanguage, saveMailChoices, sessionToKeep } from '../customer/settings';
import { isValidIban, isValidPtPostcode } from '@mp/shared/domain';
import { normaliseWebsite } from '../partners/validation';
import { partnerOf } from '../team/access';
import { permissionsOfRole } from '../team/permissions';

const tags = ['dashboard'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

interface CompanyRecord {
  id: number;
  slug: string;
  owner_user_id: number;
  business_name: string;
  trade_name: string;
  tax_number: string;
  iban: string | null;
  bicswift: string | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  country: string;
  number_of_employees: number | null;
  description_en: string | null;
  description_pt: string | null;
  website: string | null;
  email: string | null;
  company_type: string;
  modules: { experiences: boolean; transfers: boolean };
  status: string;
  status_reason: string | null;
}

const COMPANY = sql`select id, slug, owner_user_id, business_name, trade_name, tax_number, iban, bicswift, address, zip_code, city, country,
  number_of_employees, description_en, description_pt, website, email, company_type, modules, status, status_reason from companies`;

export async function companyProfile(db: Conn, companyId: number, locale: Locale): Promise<CompanyProfile | null> {
  const c = await one<CompanyRecord>(db, sql`${COMPANY} where id = ${companyId}`);
  if (!c) return null;
  const logos = await rows<{ url: string }>(
    db,
    sql`select url from company_logos where company_id = ${companyId} order by position`,
  );
  return {
    id: c.id,
    slug: c.slug,
    business_name: c.business_name,
    trade_name: c.trade_name,
    tax_number: c.tax_number,
    iban: c.iban,
    bicswift: c.bicswift,
    address: c.address,
    logos,
    zip_code: c.zip_code,
    city: c.city,
    country: c.country,
    number_of_employees: c.number_of_employees,
    description:
      (locale === 'pt' ? (c.description_pt ?? c.description_en) : (c.description_en ?? c.description_pt)) ?? null,
    description_en: c.description_en,
    description_pt: c.description_pt,
    website: c.website,
    email: c.email,
    company_type: c.company_type,
    modules: c.modules,
    status: c.status,
    status_reason: c.status_reason,
  };
}

/**
 * The companies the user owns or is a member of (the one acted for first). The payout and tax details (IBAN, BIC, tax
 * number) only go to the owner and to members whose team role has the `company` permission, who may also edit them.
 */
export async function companiesOf(db: Db, userId: number, locale: Locale): Promise<CompanyProfile[]> {
  const memberships = await rows<{ id: number; owner: boolean; role_name: string | null }>(
    db,
    sql`select c.id, (c.owner_user_id = ${userId} or coalesce(m.role, '') = 'owner') as owner, r.role_name
          from companies c
          left join company_members m on m.company_id = c.id and m.user_id = ${userId}
          left join team_members tm on tm.company_id = c.id and tm.user_id = ${userId}
          left join team_roles r on r.id = tm.team_role_id
         where c.owner_user_id = ${userId} or m.user_id is not null
         order by c.id`,
  );
  const out: CompanyProfile[] = [];
  for (const { id, owner, role_name } of memberships) {
    const p = await companyProfile(db, id, locale);
    if (!p) continue;
    out.push(
      owner || permissionsOfRole(role_name).includes('company')
        ? p
        : { ...p, iban: null, bicswift: null, tax_number: '' },
    );
  }
  return out;
}

interface Upload {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

/**
 * Applies the non-empty fields of the body to the company (spec §5: empty values are skipped, never blanked).
 * A logo is checked by its bytes, stored, and replaces the current ones (old files deleted after the commit).
 */
export async function updateCompanyProfile(
  deps: { db: Db; storage: Storage },
  companyId: number,
  body: CompanyProfileBody,
): Promise<void> {
  const { db, storage } = deps;
  const current = await one<CompanyRecord>(db, sql`${COMPANY} where id = ${companyId}`);
  if (!current) throw notFound('companies.notFound');
  const problems: Record<string, MessageRef> = {};
  const set: SQL[] = [];
  const column = (name: string, v: unknown) => set.push(sql`${sql.identifier(name)} = ${v}`);

  for (const name of ['trade_name', 'business_name', 'description_en', 'description_pt', 'address', 'city'] as const) {
    const v = body[name];
    if (filled(v)) column(name, v.trim());
  }
  if (filled(body.website)) {
    const website = normaliseWebsite(body.website);
    if (!website) problems.website = { key: 'partners.invalidWebsite' };
    else column('website', website);
  }
  if (filled(body.email)) {
    if (!EMAIL.test(body.email.trim())) problems.email = { key: 'dashboard.profileEmail' };
    else column('email', body.email.trim().toLowerCase());
  }
  if (filled(body.zip_code)) {
    if (current.country === 'pt' && !isValidPtPostcode(body.zip_code))
      problems.zip_code = { key: 'partners.invalidZip' };
    else column('zip_code', body.zip_code.trim());
  }
  if (filled(body.iban)) {
    if (!isValidIban(body.iban)) problems.iban = { key: 'partners.invalidIban' };
    else column('iban', body.iban.replace(/\s/g, '').toUpperCase());
  }
  if (filled(body.bicswift)) column('bicswift', body.bicswift.trim().toUpperCase());
  if (typeof body.number_of_employees === 'number') column('number_of_employees', body.number_of_employees);
  if (body.experiences !== undefined || body.transfers !== undefined) {
    const modules = {
      experiences: body.experiences === undefined ? current.modules.experiences : flag(body.experiences),
      transfers: body.transfers === undefined ? current.modules.transfers : flag(body.transfers),
    };
    if (!modules.experiences && !modules.transfers) problems.experiences = { key: 'dashboard.profileModules' };
    else {
      set.push(sql`modules = ${JSON.stringify(modules)}::jsonb`);
      column(
        'company_type',
        modules.experiences && modules.transfers ? 'both' : modules.transfers ? 'transfers' : 'experiences',
      );
    }
  }

  const files = ([body.logo].flat() as unknown[]).filter(
    (f): f is Upload => typeof f === 'object' && f !== null && 'data' in f,
  );
  if (files.length > 1) problems.logo = { key: 'validation.maxItems', params: { limit: 1 } };
  let logo: { data: Buffer; ext: string } | null = null;
  const file = files[0];
  if (file && files.length === 1) {
    const image = checkImage(file.data);
    if (image.problem) problems['logo.0'] = image.problem;
    else logo = { data: image.data, ext: IMAGE_EXTENSIONS[image.type] };
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);

  let stored: { key: string; url: string } | null = null;
  if (logo) {
    const key = `companies/${companyId}/logo-${Date.now()}-${randomBytes(6).toString('hex')}.${logo.ext}`;
    await storage.put(key, logo.data);
    stored = { key, url: storage.url(key) };
  }
  let removed: string[] = [];
  try {
    removed = await db.transaction(async (tx) => {
      if (set.length > 0)
        await tx.execute(
          sql`update companies set ${sql.join(set, sql`, `)}, updated_at = now() where id = ${companyId}`,
        );
      if (!stored) return [];
      const old = await rows<{ storage_key: string }>(
        tx,
        sql`delete from company_logos where company_id = ${companyId} returning storage_key`,
      );
      await tx.execute(
        sql`insert into company_logos (company_id, storage_key, url, position) values (${companyId}, ${stored.key}, ${stored.url}, 0)`,
      );
      return old.map((o) => o.storage_key);
    });
  } catch (e) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    throw e;
  }
  await Promise.all(removed.map((k) => storage.delete(k).catch(() => undefined)));
}

export async function readPartnerSettings(db: Conn, userId: number, companyId: number): Promise<PartnerSettings> {
  const row = await one<PartnerSettings>(
    db,
    sql`select up.language, (select email from companies where id = ${companyId}) as notification_email,
               coalesce(up.email_chat, true) as email_chat, coalesce(up.email_news, false) as email_news
          from (select 1) x left join user_preferences up on up.user_id = ${userId}`,
  );
  return {
    language: row?.language ?? null,
    notification_email: row?.notification_email ?? null,
    email_chat: row?.email_chat ?? true,
    email_news: row?.email_news ?? false,
  };
}

const UserParams = Type.Object({ userId: Id() });

/** Registered inside the dashboard plugin, behind its team-access hook. */
export function profileRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/dashboard/partners/:userId',
    {
      schema: {
        tags,
        summary:
          'Edit the partner’s company (spec §5: empty values skipped; multipart logo checked by its bytes). {userId} is the signed-in partner',
        consumes: ['multipart/form-data', 'application/json'],
        params: UserParams,
        body: CompanyProfileBody,
        response: { 200: Envelope(CompanyProfile), ...errors(401, 403, 404, 413, 422) },
      },
      config: { roles: ['SUPPLIER'], teamPermission: 'company' },
    },
    async (request) => {
      const partner = partnerOf(request);
      // Only one's own account: another partner's user id is refused, so nobody edits a company not theirs.
      if (request.params.userId !== partner.userId) throw forbidden();
      await updateCompanyProfile(
        { db: app.db, storage: app.storage },
        partner.companyId,
        request.body as CompanyProfileBody,
      );
      app.catalogueCache.clear();
      const profile = await companyProfile(app.db, partner.companyId, request.locale);
      if (!profile) throw notFound('companies.notFound');
      return ok(profile);
    },
  );

  r.get(
    '/api/dashboard/settings',
    {
      schema: {
        tags,
        summary: 'The member’s mail language and mail choices, and the company’s notification address',
        querystring: Type.Object({ impersonate_id: ImpersonateField }),
        response: { 200: Envelope(PartnerSettings), ...errors(401, 403) },
      },
      config: { roles: ['SUPPLIER'] },
    },
    async (request) => {
      const p = partnerOf(request);
      return ok(await readPartnerSettings(app.db, p.userId, p.companyId));
    },
  );

  r.post(
    '/api/dashboard/settings',
    {
      schema: {
        tags,
        summary:
          'Save the mail language and mail choices (own) and the notification address (needs the company permission)',
        body: PartnerSettingsBody,
        response: { 200: Envelope(PartnerSettings), ...errors(401, 403, 422) },
      },
      config: { roles: ['SUPPLIER'] },
    },
    async (request) => {
      const p = partnerOf(request);
      const { language, notification_email, email_chat, email_news } = request.body;
      const email = notification_email?.trim().toLowerCase();
      if (email !== undefined && email !== '') {
        if (!p.permissions.includes('company')) throw new ApiError(403, { key: 'team.notAllowed' });
        if (!EMAIL.test(email)) throw invalid({ notification_email: 'dashboard.profileEmail' });
      }
      await app.db.transaction(async (tx) => {
        if (language !== undefined) {
          await saveLanguage(tx, p.userId, language);
        }
        await saveMailChoices(tx, p.userId, { email_chat, email_news });
        if (email)
          await tx.execute(sql`update companies set email = ${email}, updated_at = now() where id = ${p.companyId}`);
      });
      return ok(await readPartnerSettings(app.db, p.userId, p.companyId));
    },
  );

  r.post(
    '/api/dashboard/password',
    {
      schema: {
        tags,
        summary: 'Change the member’s password (current one required); every other session is signed out',
        body: ChangePasswordBody,
        response: { 200: Envelope(MessageContent), ...errors(401, 403, 422) },
      },
      config: { roles: ['SUPPLIER'] },
    },
    async (request) => {
      const p = partnerOf(request);
      await changePassword(app.db, p.userId, sessionToKeep(request, p.userId), request.body, app.loginLimiter, {
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        log: request.log,
        locale: request.locale,
      });
      return ok({ message: request.t('customer.passwordChanged') });
    },
  );
}
