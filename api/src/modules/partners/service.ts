// Partner registration (spec §3 3-step form, §7 POST /api/partners, /api/partners-transfers) and affiliate sign-up.
// Field errors use the form's own names so the screen shows each on its field (spec §5); logo errors are `logo.N`.
import { randomBytes } from 'node:crypto';
import type { AffiliateRegistered, AffiliateSignupBody, AuthUser, Locale, PartnerRegistrationBody } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { ApiError, invalid, type MessageRef } from '../../lib/errors';
import { hashPassword, newOpaqueToken, sha256 } from '../../lib/crypto';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, sniffImageType } from '../../lib/images';
import { slugify } from '../../db/seed-data/slug';
import * as authRepo from '../auth/repository';
import { TOKEN_TTL_MS } from '../auth/service';
import { passwordProblem } from '../../lib/passwords';
import * as repo from './repository';
import { isPortugueseZip, isValidIban, isValidPortugueseNif, normaliseWebsite } from './validation';

export interface UploadedFileValue {
  filename: string;
  mimetype: string;
  data: Buffer | Uint8Array;
}

export interface PartnerDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
}

const MAX_LOGOS = 5;
const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';
const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

function logosOf(body: PartnerRegistrationBody): UploadedFileValue[] {
  const raw = [body.logo, body['logo[]']].flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
  return raw as UploadedFileValue[];
}

async function issueToken(db: Db, userId: number): Promise<string> {
  const token = newOpaqueToken();
  await authRepo.insertToken(db, userId, sha256(token), false, new Date(Date.now() + TOKEN_TTL_MS));
  return token;
}

export async function registerPartner(
  deps: PartnerDeps,
  body: PartnerRegistrationBody,
  options: { transfersOnly: boolean },
  locale: Locale,
): Promise<AuthUser> {
  const problems: Record<string, MessageRef> = {};
  const country = (blank(body.country) ?? 'pt').toLowerCase();
  const email = body.email.trim().toLowerCase();
  const taxNumber = body.taxNumber.replace(/\s/g, '');
  const isTransfer = options.transfersOnly || flag(body.isTransfer);
  const isExperience = !options.transfersOnly && flag(body.isExperience);
  // A partner that picked neither kind still sells experiences: the default module of /be-a-partner.
  const modules = { experiences: isExperience || !isTransfer, transfers: isTransfer };

  // Step 1
  if (country === 'pt' && !isValidPortugueseNif(taxNumber)) problems.taxNumber = { key: 'partners.invalidNif' };
  else if (await repo.taxNumberTaken(deps.db, taxNumber)) problems.taxNumber = { key: 'partners.taxNumberTaken' };
  if (!isValidIban(body.iban)) problems.iban = { key: 'partners.invalidIban' };
  if (country === 'pt' && !isPortugueseZip(body.zipCode)) problems.zipCode = { key: 'partners.invalidZip' };
  const cityList = await repo.citiesOfCountry(deps.db, country);
  let city = body.city.trim();
  if (cityList.length > 0) {
    const wanted = slugify(city);
    const match = cityList.find((c) => c.slug === city || c.slug === wanted || slugify(c.name) === wanted);
    if (!match) problems.city = { key: 'partners.unknownCity' };
    else city = match.slug;
  }
  // Step 2
  let website: string | null = null;
  if (blank(body.website)) {
    website = normaliseWebsite(body.website ?? '');
    if (!website) problems.website = { key: 'partners.invalidWebsite' };
  }
  const logos = logosOf(body);
  if (logos.length > MAX_LOGOS) problems.logo = { key: 'validation.maxItems', params: { limit: MAX_LOGOS } };
  const checked = logos.map((file, index) => {
    const data = Buffer.from(file.data);
    const type = data.length > 0 ? sniffImageType(data) : null;
    if (data.length === 0) problems[`logo.${index}`] = { key: 'files.missing' };
    else if (data.length > MAX_IMAGE_BYTES) problems[`logo.${index}`] = { key: 'files.tooLarge', params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } };
    else if (!type) problems[`logo.${index}`] = { key: 'files.wrongType' };
    return { data, type, filename: file.filename };
  });
  // Step 3
  if (await repo.emailTaken(deps.db, email)) problems.email = { key: 'auth.emailTaken' };
  const weak = passwordProblem(body.password, { email });
  if (weak) problems.password = { key: weak };
  if (body.password !== body.confirmPassword) problems.confirmPassword = { key: 'auth.passwordsDiffer' };
  if (Object.keys(problems).length > 0) throw invalid(problems);

  // Files first (outside the transaction); removed again if the transaction does not commit.
  const stored: repo.NewPartner['logos'] = [];
  const stamp = randomBytes(6).toString('hex');
  for (const [index, file] of checked.entries()) {
    if (!file.type) continue;
    const key = `companies/new-${stamp}/logo-${index + 1}.${IMAGE_EXTENSIONS[file.type]}`;
    await deps.storage.put(key, file.data);
    stored.push({ storageKey: key, url: deps.storage.url(key), mimeType: file.type, sizeBytes: file.data.length, originalName: file.filename || null });
  }
  let result: Awaited<ReturnType<typeof repo.insertPartner>>;
  try {
    result = await repo.insertPartner(deps.db, {
      user: {
        email,
        passwordHash: await hashPassword(body.password),
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        phone: body.phone.replace(/\D/g, ''),
      },
      company: {
        slugBase: slugify(body.tradeName) || 'partner',
        businessName: body.businessName.trim(),
        tradeName: body.tradeName.trim(),
        taxNumber,
        iban: body.iban.replace(/\s/g, '').toUpperCase(),
        bicswift: blank(body.bicswift)?.toUpperCase() ?? null,
        address: body.address.trim(),
        zipCode: body.zipCode.trim(),
        city,
        country,
        numberOfEmployees: typeof body.numberOfEmployees === 'number' ? body.numberOfEmployees : null,
        description: blank(body.description),
        website,
        email,
        companyType: modules.experiences && modules.transfers ? 'both' : modules.transfers ? 'transfers' : 'experiences',
        modules,
      },
      logos: stored,
    });
  } catch (err) {
    await Promise.all(stored.map((s) => deps.storage.delete(s.storageKey)));
    throw err;
  }
  if (result === 'email' || result === 'taxNumber') {
    await Promise.all(stored.map((s) => deps.storage.delete(s.storageKey)));
    throw invalid(result === 'email' ? { email: 'auth.emailTaken' } : { taxNumber: 'partners.taxNumberTaken' });
  }

  const t = translator(locale);
  await deps.mailer.send({
    to: email,
    subject: t('partners.welcomeSubject'),
    text: t('partners.welcomeText', { name: body.firstName.trim(), company: body.tradeName.trim() }),
  });
  const token = await issueToken(deps.db, result.userId);
  const user = await authRepo.loadUser(deps.db, result.userId, locale);
  if (!user) throw new ApiError(500, { key: 'errors.internal' });
  return { ...user, api_token: token };
}

export async function registerAffiliate(deps: PartnerDeps, body: AffiliateSignupBody, locale: Locale): Promise<AffiliateRegistered> {
  const problems: Record<string, MessageRef> = {};
  const email = body.email.trim().toLowerCase();
  if (await repo.emailTaken(deps.db, email)) problems.email = { key: 'auth.emailTaken' };
  const weak = passwordProblem(body.password, { email });
  if (weak) problems.password = { key: weak };
  if (body.password !== body.confirm_password) problems.confirm_password = { key: 'auth.passwordsDiffer' };
  if (blank(body.iban) && !isValidIban(body.iban ?? '')) problems.iban = { key: 'partners.invalidIban' };
  const country = (blank(body.country) ?? 'pt').toLowerCase();
  const vat = blank(body.vatnumber)?.replace(/\s/g, '') ?? null;
  if (vat && country === 'pt' && !isValidPortugueseNif(vat)) problems.vatnumber = { key: 'partners.invalidNif' };
  if (Object.keys(problems).length > 0) throw invalid(problems);

  const code = `AF${randomBytes(4).toString('hex').toUpperCase()}`;
  const id = await repo.insertAffiliate(deps.db, {
    email,
    passwordHash: await hashPassword(body.password),
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    phone: body.phone.replace(/\D/g, ''),
    profile: { country, vatnumber: vat, iban: blank(body.iban)?.replace(/\s/g, '').toUpperCase() ?? null, description: blank(body.description) },
    code,
  });
  if (id === null) throw invalid({ email: 'auth.emailTaken' });
  const t = translator(locale);
  await deps.mailer.send({
    to: email,
    subject: t('partners.affiliateWelcomeSubject'),
    text: t('partners.affiliateWelcomeText', { name: body.first_name.trim(), code }),
  });
  const token = await issueToken(deps.db, id);
  const user = await authRepo.loadUser(deps.db, id, locale);
  if (!user) throw new ApiError(500, { key: 'errors.internal' });
  return { ...user, api_token: token, affiliate_code: code };
}
