// Route schemas of the partner's company profile and member settings.
import { Type } from '@sinclair/typebox';
import {
  ChangePasswordBody,
  CompanyProfile,
  CompanyProfileBody,
  Envelope,
  Id,
  ImpersonateField,
  MessageContent,
  NotificationEmailConfirmBody,
  PartnerSettings,
  PartnerSettingsBody,
} from '@mp/shared/contracts';
import { errors } from '../../../lib/schemas';

const tags = ['dashboard'];

export const companyProfileUpdateSchema = {
  tags,
  summary:
    'Edit the partner’s company (spec §5: empty values skipped; multipart logo checked by its bytes). {userId} is the signed-in partner',
  consumes: ['multipart/form-data', 'application/json'],
  params: Type.Object({ userId: Id() }),
  body: CompanyProfileBody,
  response: { 200: Envelope(CompanyProfile), ...errors(401, 403, 404, 413, 422) },
};

export const settingsReadSchema = {
  tags,
  summary: 'The member’s mail language and mail choices, and the company’s notification address',
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(PartnerSettings), ...errors(401, 403) },
};

export const settingsSaveSchema = {
  tags,
  summary: 'Save the mail language and mail choices (own) and the notification address (needs the company permission)',
  body: PartnerSettingsBody,
  response: { 200: Envelope(PartnerSettings), ...errors(401, 403, 422) },
};

export const notificationEmailConfirmSchema = {
  tags,
  summary:
    'Confirm the company’s new notification address with the secret of the link mailed to it (single use, 48 hours)',
  body: NotificationEmailConfirmBody,
  response: { 200: Envelope(PartnerSettings), ...errors(401, 403, 422) },
};

export const notificationEmailCancelSchema = {
  tags,
  summary: 'Cancel the company’s pending change of notification address (its link stops working)',
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(PartnerSettings), ...errors(401, 403) },
};

export const passwordChangeSchema = {
  tags,
  summary: 'Change the member’s password (current one required); every other session is signed out',
  body: ChangePasswordBody,
  response: { 200: Envelope(MessageContent), ...errors(401, 403, 422) },
};
