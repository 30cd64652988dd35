import { Type } from '@sinclair/typebox';
import {
  CompanyIdParams,
  CompanyProfile,
  CompanyView,
  Envelope,
  ImpersonateField,
  PartnerLight,
  PartnerPage,
  PartnerPageQuery,
  PartnerSlugParams,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

export const companySchema = {
  tags: ['companies'],
  summary: 'A company (spec §3); bank data and tax number only for its own team and SUPER',
  params: CompanyIdParams,
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(CompanyView), ...errors(403, 404, 422) },
};

export const partnerPageSchema = {
  tags: ['companies'],
  summary: 'Public partner page: the company and its active services (light=1: existence only)',
  params: PartnerSlugParams,
  querystring: PartnerPageQuery,
  response: { 200: Envelope(Type.Union([PartnerPage, PartnerLight])), ...errors(404, 422) },
};

export const ownCompaniesSchema = {
  tags: ['companies'],
  summary: 'The companies the signed-in partner owns or works for, in full (both languages’ descriptions, bank data)',
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(Type.Array(CompanyProfile)), ...errors(401, 403) },
};
