// The partner's company profile (GET /api/companies lists it, POST /api/dashboard/partners/{userId} edits it; spec §7,
// multipart with a logo, empty values skipped per spec §5) and the member's settings (mail language, mail choices, the
// company's notification address). The company's reviews are partner-reviews'.
import { randomBytes } from 'node:crypto';
import type {
  CompanyProfile,
  CompanyProfileBody,
  Locale,
  PartnerSettings,
  PartnerSettingsBody,
} from '@mp/shared/contracts';
import { isValidIban, isValidPtPostcode } from '@mp/shared/domain';
import type { Db } from '../../../db/client';
import type { Storage } from '../../../plugins/storage';
import { ApiError, invalid, notFound, type MessageRef } from '../../../lib/errors';
import { checkImage, IMAGE_EXTENSIONS } from '../../../lib/images';
import type { Conn } from '../../../db/sql';
import { saveLanguage, saveMailChoices } from '../../customer/settings';
import { normaliseWebsite } from '../../partners/validation';
import { permissionsOfRole } from '../../team/permissions';
import { companyTypeOf, moduleChange, type CompanyModule } from '../../partners/module-requests';
import * as repo from './repository';
import { requestEmailChange, type EmailChangeDeps } from './email-change';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export async function companyProfile(db: Conn, companyId: number, locale: Locale): Promise<CompanyProfile | null> {
  const c = await repo.companyRecord(db, companyId);
  if (!c) return null;
  return {
    id: c.id,
    slug: c.slug,
    business_name: c.business_name,
    trade_name: c.trade_name,
    tax_number: c.tax_number,
    iban: c.iban,
    bicswift: c.bicswift,
    address: c.address,
    logos: await repo.companyLogos(db, companyId),
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
    module_request: c.module_request,
    module_requested_at: c.module_requested_at ? new Date(c.module_requested_at).toISOString() : null,
  };
}

/**
 * The companies the user owns or is a member of (the one acted for first). The payout and tax details (IBAN, BIC, tax
 * number) only go to the owner and to members whose team role has the `company` permission, who may also edit them.
 */
export async function companiesOf(db: Db, userId: number, locale: Locale): Promise<CompanyProfile[]> {
  const out: CompanyProfile[] = [];
  for (const { id, owner, role_name } of await repo.membershipsOf(db, userId)) {
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
/**
 * Edits the company. A new contact address is not written here: it becomes the company's address once it confirms it
 * (email-change.ts), like the notification address of the settings, which is the same address.
 */
export async function updateCompanyProfile(
  deps: EmailChangeDeps & { storage: Storage },
  member: { userId: number; companyId: number },
  body: CompanyProfileBody,
  locale: Locale,
): Promise<void> {
  const { db, storage } = deps;
  const companyId = member.companyId;
  const current = await repo.companyRecord(db, companyId);
  if (!current) throw notFound('companies.notFound');
  const problems: Record<string, MessageRef> = {};
  const changes: repo.CompanyChange[] = [];
  const column = (name: string, value: unknown) => changes.push({ column: name, value });

  for (const name of ['trade_name', 'business_name', 'description_en', 'description_pt', 'address', 'city'] as const) {
    const v = body[name];
    if (filled(v)) column(name, v.trim());
  }
  if (filled(body.website)) {
    const website = normaliseWebsite(body.website);
    if (!website) problems.website = { key: 'partners.invalidWebsite' };
    else column('website', website);
  }
  let newEmail: string | null = null;
  if (filled(body.email)) {
    if (!EMAIL.test(body.email.trim())) problems.email = { key: 'dashboard.profileEmail' };
    else newEmail = body.email.trim().toLowerCase();
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
    // What the company has, or is asking for, is what the form shows as switched on.
    const on = (m: CompanyModule) => current.modules[m] || current.module_request === m;
    const change = moduleChange(
      { status: current.status, modules: current.modules, moduleRequest: current.module_request },
      {
        experiences: body.experiences === undefined ? on('experiences') : flag(body.experiences),
        transfers: body.transfers === undefined ? on('transfers') : flag(body.transfers),
      },
    );
    if ('problem' in change) problems.experiences = change.problem;
    else {
      changes.push({ modules: change.modules });
      changes.push({ moduleRequest: change.request, newRequest: change.newRequest });
      column('company_type', companyTypeOf(change.modules));
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
      await repo.updateCompany(tx, companyId, changes);
      return stored ? repo.replaceLogo(tx, companyId, stored) : [];
    });
  } catch (e) {
    if (stored) await storage.delete(stored.key).catch(() => undefined);
    throw e;
  }
  await Promise.all(removed.map((k) => storage.delete(k).catch(() => undefined)));
  if (newEmail !== null && newEmail !== current.email) await requestEmailChange(deps, member, newEmail, locale);
}

export async function readPartnerSettings(db: Conn, userId: number, companyId: number): Promise<PartnerSettings> {
  const row = await repo.partnerSettingsRow(db, userId, companyId);
  return {
    language: row?.language ?? null,
    notification_email: row?.notification_email ?? null,
    email_chat: row?.email_chat ?? true,
    email_news: row?.email_news ?? false,
    pending_notification_email: (await repo.pendingEmailChange(db, companyId)) ?? null,
  };
}

/**
 * Saves the member's own mail language and choices, and asks for a new notification address, which only a member whose
 * role has the company permission may do (the address changes once it confirms it: email-change.ts).
 */
export async function savePartnerSettings(
  deps: EmailChangeDeps,
  member: { userId: number; companyId: number; permissions: readonly string[] },
  body: PartnerSettingsBody,
  locale: Locale,
): Promise<PartnerSettings> {
  const { db } = deps;
  const { language, notification_email, email_chat, email_news } = body;
  const email = notification_email?.trim().toLowerCase();
  if (email !== undefined && email !== '') {
    if (!member.permissions.includes('company')) throw new ApiError(403, { key: 'team.notAllowed' });
    if (!EMAIL.test(email)) throw invalid({ notification_email: 'dashboard.profileEmail' });
  }
  await db.transaction(async (tx) => {
    if (language !== undefined) await saveLanguage(tx, member.userId, language);
    await saveMailChoices(tx, member.userId, { email_chat, email_news });
  });
  if (email) await requestEmailChange(deps, member, email, locale);
  return readPartnerSettings(db, member.userId, member.companyId);
}
