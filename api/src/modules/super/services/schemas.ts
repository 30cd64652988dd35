import { Type } from '@sinclair/typebox';
import {
  DashboardServiceDetail,
  DashboardServiceUpdateBody,
  Envelope,
  ImpersonateQuery,
  Page,
  SuperService,
  SuperServicesQuery,
  SuperServiceUpdateBody,
} from '@mp/shared/contracts';
import { csvExportSchema } from '../../../lib/csv';
import { errors } from '../../../lib/schemas';

const tags = ['back office'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const listSchema = (what: string) => ({
  tags,
  summary: `${what} of every company by list: active, inactive, draft, promoted (sponsored or weekly deal); ?search= (spec §7 GET api/super/{type})`,
  querystring: SuperServicesQuery,
  response: { 200: Envelope(Page(SuperService)), ...errors(401, 403, 422) },
});

export const exportSchema = (what: string) =>
  csvExportSchema(
    `${what} matching the filters of the list as CSV, streamed (no page, newest first)`,
    SuperServicesQuery,
  );

export const getSchema = {
  tags,
  summary:
    'One service of any company, with its company and whether the public sees it (spec §7 GET api/super/services/{id})',
  params: IdParams,
  querystring: ImpersonateQuery,
  response: { 200: Envelope(SuperService), ...errors(401, 403, 404, 422) },
};

export const updateSchema = {
  tags,
  summary: 'Activates or deactivates a service, gives or takes its sponsored and weekly-deal places on the home page',
  params: IdParams,
  body: SuperServiceUpdateBody,
  response: { 200: Envelope(SuperService), ...errors(401, 403, 404, 422) },
};

export const contentSchema = {
  tags,
  summary: 'Every editable field of any service in both languages (the content staff edit)',
  params: IdParams,
  querystring: ImpersonateQuery,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 422) },
};

export const contentUpdateSchema = {
  tags,
  summary:
    "Staff edit any service's content (fields sent change, the others stay; the partner's edit rules apply; audited)",
  params: IdParams,
  body: DashboardServiceUpdateBody,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 422) },
};
