// GET /api/companies/{id} (spec §7) and the public partner page GET /api/partners/{slug}.
import { Type, type Static } from '@sinclair/typebox';
import { IdParams, Page } from './common';
import { Company } from './user';
import { Rating, ServiceCard } from './catalogue';

export const CompanyIdParams = IdParams;
export type CompanyIdParams = Static<typeof CompanyIdParams>;

/**
 * GET /api/companies/{id}: the full spec §3 company. Bank data (iban, bicswift) and tax number are private:
 * only its own members and SUPER see them; anyone else gets them as null / "" (and only for active companies).
 */
export const CompanyView = Company;
export type CompanyView = Static<typeof CompanyView>;

/** The public face of a partner: no bank or tax data. */
export const PublicCompany = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  trade_name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  country: Type.String(),
  logos: Type.Array(Type.Object({ url: Type.String() })),
  company_type: Type.String(),
  modules: Type.Object({ experiences: Type.Boolean(), transfers: Type.Boolean() }),
  /** Over the reviews of all its active services. */
  rating: Rating,
  services_count: Type.Integer({ minimum: 0 }),
});
export type PublicCompany = Static<typeof PublicCompany>;

/** GET /api/partners/{slug}: the partner and a page of its active services (newest first). */
export const PartnerPage = Type.Object({
  company: PublicCompany,
  services: Page(ServiceCard),
});
export type PartnerPage = Static<typeof PartnerPage>;

export const PartnerSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type PartnerSlugParams = Static<typeof PartnerSlugParams>;

export const PartnerPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
  /** `1` = existence check only (the gateway's partner-slug validity): answers `{ id, slug }`, no services. */
  light: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')])),
});
export type PartnerPageQuery = Static<typeof PartnerPageQuery>;

export const PartnerLight = Type.Object({ id: Type.Integer(), slug: Type.String(), trade_name: Type.String() });
export type PartnerLight = Static<typeof PartnerLight>;
