import { Type } from '@sinclair/typebox';
import {
  AffiliatesQuery,
  AffiliateUpdateBody,
  ClientsQuery,
  CompaniesQuery,
  CompanyServicesQuery,
  CustomersQuery,
  Envelope,
  Page,
  PartnersQuery,
  PartnerUpdateBody,
  SuperAffiliateRow,
  SuperClient,
  SuperCompany,
  SuperCompanyService,
  SuperCustomer,
  SuperPartner,
} from '@mp/shared/contracts';
import { csvExportSchema } from '../../../lib/csv';
import { errors } from '../../../lib/schemas';

const tags = ['back office'];

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const partnersSchema = {
  tags,
  summary:
    'Partner companies with their owner, pending review first; ?search=, status (spec §7 GET api/super/partners)',
  querystring: PartnersQuery,
  response: { 200: Envelope(Page(SuperPartner)), ...errors(401, 403, 422) },
};

export const updatePartnerSchema = {
  tags,
  summary:
    'Approves (status active) or suspends a partner company, sets its commission rate (0–100 %) and modules (spec §7)',
  params: IdParams,
  body: PartnerUpdateBody,
  response: { 200: Envelope(SuperPartner), ...errors(401, 403, 404, 422) },
};

export const affiliatesSchema = {
  tags,
  summary: 'Affiliates, newest first; ?search=, status (spec §7 GET api/super/affiliates; id is the user id)',
  querystring: AffiliatesQuery,
  response: { 200: Envelope(Page(SuperAffiliateRow)), ...errors(401, 403, 422) },
};

export const updateAffiliateSchema = {
  tags,
  summary:
    "Approves (status active) or suspends an affiliate, sets their commission rate (0–100 %); id is the affiliate's user id",
  params: IdParams,
  body: AffiliateUpdateBody,
  response: { 200: Envelope(SuperAffiliateRow), ...errors(401, 403, 404, 422) },
};

export const clientsSchema = {
  tags,
  summary: 'Registered customer accounts, newest first; ?search= (spec §7 GET api/super/clients)',
  querystring: ClientsQuery,
  response: { 200: Envelope(Page(SuperClient)), ...errors(401, 403, 422) },
};

export const customersSchema = {
  tags,
  summary:
    'Everyone who booked, guests included, with their bookings and user type; ?search=, guest=1|0, user_type (spec §7 GET api/super/customers)',
  querystring: CustomersQuery,
  response: { 200: Envelope(Page(SuperCustomer)), ...errors(401, 403, 422) },
};

export const companiesSchema = {
  tags,
  summary: 'Companies with their service counts; ?search=, status (spec §7 GET api/super/companies)',
  querystring: CompaniesQuery,
  response: { 200: Envelope(Page(SuperCompany)), ...errors(401, 403, 422) },
};

export const companyServicesSchema = {
  tags,
  summary:
    "A company's services in every status, and whether the public sees each (spec §7 GET api/super/companies/{id}/services)",
  params: IdParams,
  querystring: CompanyServicesQuery,
  response: { 200: Envelope(Page(SuperCompanyService)), ...errors(401, 403, 404, 422) },
};

const streamed = 'as CSV, streamed from the server (no page, newest first)';
export const partnersExportSchema = csvExportSchema(
  `Every partner company matching the filters of GET api/super/partners ${streamed}`,
  PartnersQuery,
);
export const affiliatesExportSchema = csvExportSchema(
  `Every affiliate matching the filters of GET api/super/affiliates ${streamed}`,
  AffiliatesQuery,
);
export const clientsExportSchema = csvExportSchema(
  `Every registered client matching the filters of GET api/super/clients ${streamed}`,
  ClientsQuery,
);
export const customersExportSchema = csvExportSchema(
  `Every customer matching the filters of GET api/super/customers ${streamed}`,
  CustomersQuery,
);
