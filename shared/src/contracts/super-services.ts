// Back-office services (ADR 017, spec §7 GET api/super/{type}, GET api/super/services/{id}). Staff list every
// company's services by status, activate or deactivate them, and give or take the home page's places: sponsored
// (the sponsored rows) and weekly deal. The list `promoted` holds the services with either place.
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField } from './common';
import { DashboardServiceUpdateBody } from './dashboard';
import { CompanyStatus } from './super-people';

export const SuperServiceList = Type.Union([
  Type.Literal('active'),
  Type.Literal('inactive'),
  Type.Literal('draft'),
  Type.Literal('promoted'),
]);
export type SuperServiceList = Static<typeof SuperServiceList>;

export const SuperService = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  status: Type.String(),
  sponsored: Type.Boolean(),
  weekly_deal: Type.Boolean(),
  value_cents: Cents,
  /**
   * The child band (docs/adr/023): children aged `age_start` to `age_end` pay `value_cents`; whether children may come
   * without an adult. Null: one price for everyone. The manual booking form asks for adults and children with it.
   */
  child_band: Type.Union([
    Type.Object({
      value_cents: Cents,
      age_start: Type.Integer(),
      age_end: Type.Integer(),
      children_alone: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  company: Type.Object({ id: Type.Integer(), trade_name: Type.String(), status: CompanyStatus }),
  /** The public sees it: the service and its company are active. */
  live: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperService = Static<typeof SuperService>;

export const SuperServicesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(SuperServiceList),
  impersonate_id: ImpersonateField,
});
export type SuperServicesQuery = Static<typeof SuperServicesQuery>;

export const SuperServiceUpdateBody = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
  sponsored: Type.Optional(Type.Boolean()),
  weekly_deal: Type.Optional(Type.Boolean()),
});
export type SuperServiceUpdateBody = Static<typeof SuperServiceUpdateBody>;

/** The back office's service content form (GET/POST api/super/services/{id}/content): the texts in both languages. */
export const SuperServiceContentForm = Type.Pick(DashboardServiceUpdateBody, [
  'name_en',
  'name_pt',
  'short_description_en',
  'short_description_pt',
  'description_en',
  'description_pt',
]);
export type SuperServiceContentForm = Static<typeof SuperServiceContentForm>;
