// Partner registration (spec §3 3-step form, §7 POST /api/partners, /api/partners-transfers) and affiliate sign-up.
// Both go through the one sign-up flow of modules/auth: the same answer for every address, and the
// account, its role and company exist only once the mailed code or link proves the address.
// Field errors use the form's own names so the screen shows each on its field (spec §5); logo errors are `logo.N`.
import { randomBytes } from 'node:crypto';
import type { AffiliateSignupBody, Locale, PartnerRegistrationBody } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import type { Mailer } from '../../plugins/mail';
import { invalid, type MessageRef } from '../../lib/errors';
import { checkImage, IMAGE_EXTENSIONS, sniffImageType } from '../../lib/images';
import { slugify } from '../../db/seed-data/slug';
import type { AuthService } from '../auth/service';
import { passwordProblem } from '../../lib/passwords';
import * as repo from './repository';
import { isValidIban, isValidNif, isValidPtPostcode } from '@mp/shared/domain';
import { normaliseWebsite } from './validation';

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

/** A partner sign-up that passed the field checks: what `beginPartnerSignup` keeps until the address is proven. */
export interface CheckedPartnerSignup {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: repo.PendingCompany;
  logos: { data: Buffer; type: NonNullable<ReturnType<typeof sniffImageType>>; filename: string }[];
}

/**
 * Field checks of the partner form (spec §3's 3 steps), answered at once with a 422 map named after the form's fields.
 * Nothing here depends on whether the e-mail address has an account, so the answer cannot tell.
 */
export async function checkPartnerSignup(
  deps: PartnerDeps,
  body: PartnerRegistrationBody,
  options: { transfersOnly: boolean; locale: Locale },
): Promise<CheckedPartnerSignup> {
  const problems: Record<string, MessageRef> = {};
  const country = (blank(body.country) ?? 'pt').toLowerCase();
  const email = body.email.trim().toLowerCase();
  const taxNumber = body.taxNumber.replace(/\s/g, '');
  const isTransfer = options.transfersOnly || flag(body.isTransfer);
  const isExperience = !options.transfersOnly && flag(body.isExperience);
  // A partner that picked neither kind still sells experiences: the default module of /be-a-partner.
  const modules = { experiences: isExperience || !isTransfer, transfers: isTransfer };

  // Step 1
  if (country === 'pt' && !isValidNif(taxNumber)) problems.taxNumber = { key: 'partners.invalidNif' };
  else if (await repo.taxNumberTaken(deps.db, taxNumber)) problems.taxNumber = { key: 'partners.taxNumberTaken' };
  if (!isValidIban(body.iban)) problems.iban = { key: 'partners.invalidIban' };
  if (country === 'pt' && !isValidPtPostcode(body.zipCode)) problems.zipCode = { key: 'partners.invalidZip' };
  const cityList = await repo.citiesOfCountry(deps.db, country);
  let city = body.city.trim();
  if (cityList.length > 0) {
    const wanted = slugify(city);
    const match = cityList.find((c) => c.slug === city || c.slug === wanted || slugify(c.name) === wanted);
    // Matched by slug or name; the company keeps the city's proper name ("Lisboa"), shown as it is on its profile, its
    // public page and in the back office (as the demo companies have it).
    if (!match) problems.city = { key: 'partners.unknownCity' };
    else city = match.name;
  }
  // Step 2
  let website: string | null = null;
  if (blank(body.website)) {
    website = normaliseWebsite(body.website ?? '');
    if (!website) problems.website = { key: 'partners.invalidWebsite' };
  }
  const logos = logosOf(body);
  if (logos.length > MAX_LOGOS) problems.logo = { key: 'validation.maxItems', params: { limit: MAX_LOGOS } };
  const checked: CheckedPartnerSignup['logos'] = [];
  logos.forEach((file, index) => {
    const image = checkImage(file.data);
    if (image.problem) problems[`logo.${index}`] = image.problem;
    else checked.push({ data: image.data, type: image.type, filename: file.filename });
  });
  // Step 3 (the address itself is not checked against the accounts: the mail tells its owner)
  const weak = passwordProblem(body.password, { email, firstName: body.firstName, lastName: body.lastName });
  if (weak) problems.password = { key: weak };
  if (body.password !== body.confirmPassword) problems.confirmPassword = { key: 'auth.passwordsDiffer' };
  if (Object.keys(problems).length > 0) throw invalid(problems);

  return {
    email,
    password: body.password,
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phone: body.phone.replace(/\D/g, ''),
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
      // The description is written once, in the page's language: only that language's column gets it.
      descriptionLocale: options.locale,
      website,
      email,
      companyType: modules.experiences && modules.transfers ? 'both' : modules.transfers ? 'transfers' : 'experiences',
      modules,
    },
    logos: checked,
  };
}

/**
 * Partner sign-up past its field checks, through the one sign-up flow (auth `beginSignup`): a new
 * address is mailed a code and a link, and the company waits with that mail (its logos stored, only for such an
 * address) until the proof creates the SUPPLIER's company ("pending" review); an address with an account is told so
 * by mail and nothing changes. Nothing is signed in.
 */
export async function beginPartnerSignup(
  auth: AuthService,
  deps: PartnerDeps,
  signup: CheckedPartnerSignup,
  locale: Locale,
  ip: string,
): Promise<void> {
  const { company, logos } = signup;
  await auth.beginSignup(
    {
      email: signup.email,
      password: signup.password,
      firstName: signup.firstName,
      lastName: signup.lastName,
      phone: signup.phone,
      profile: {
        country: company.country,
        city: company.city,
        address: company.address,
        zipcode: company.zipCode,
        iban: company.iban,
        bicswift: company.bicswift,
        vatnumber: company.taxNumber,
      },
      role: 'SUPPLIER',
    },
    locale,
    ip,
    async () => {
      const stored: repo.PendingLogo[] = [];
      const stamp = randomBytes(6).toString('hex');
      for (const [index, file] of logos.entries()) {
        const key = `companies/new-${stamp}/logo-${index + 1}.${IMAGE_EXTENSIONS[file.type]}`;
        await deps.storage.put(key, file.data);
        stored.push({
          storageKey: key,
          url: deps.storage.url(key),
          mimeType: file.type,
          sizeBytes: file.data.length,
          originalName: file.filename || null,
        });
      }
      return { partner: { company, logos: stored } };
    },
  );
}

/** Field checks of the affiliate form, at once and the same whether the address has an account or not. */
export function checkAffiliateSignup(body: AffiliateSignupBody): void {
  const problems: Record<string, MessageRef> = {};
  const weak = passwordProblem(body.password, {
    email: body.email.trim().toLowerCase(),
    firstName: body.first_name,
    lastName: body.last_name,
  });
  if (weak) problems.password = { key: weak };
  if (body.password !== body.confirm_password) problems.confirm_password = { key: 'auth.passwordsDiffer' };
  if (blank(body.iban) && !isValidIban(body.iban ?? '')) problems.iban = { key: 'partners.invalidIban' };
  const country = (blank(body.country) ?? 'pt').toLowerCase();
  const vat = blank(body.vatnumber)?.replace(/\s/g, '') ?? null;
  if (vat && country === 'pt' && !isValidNif(vat)) problems.vatnumber = { key: 'partners.invalidNif' };
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

/**
 * Affiliate sign-up past its field checks, through the one sign-up flow: the proof makes the
 * account an AFFILIATE with a referral code (mailed in the welcome mail). Nothing is signed in here.
 */
export async function beginAffiliateSignup(
  auth: AuthService,
  body: AffiliateSignupBody,
  locale: Locale,
  ip: string,
): Promise<void> {
  const country = (blank(body.country) ?? 'pt').toLowerCase();
  await auth.beginSignup(
    {
      email: body.email,
      password: body.password,
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      phone: body.phone.replace(/\D/g, ''),
      profile: {
        country,
        vatnumber: blank(body.vatnumber)?.replace(/\s/g, '') ?? null,
        iban: blank(body.iban)?.replace(/\s/g, '').toUpperCase() ?? null,
        description: blank(body.description),
      },
      role: 'AFFILIATE',
    },
    locale,
    ip,
  );
}
