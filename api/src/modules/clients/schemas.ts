// Route schemas of the clients module (client signup, email verification, user read, profile images).
import { Type } from '@sinclair/typebox';
import {
  AuthUser,
  ClientProfileBody,
  ClientProfileSaved,
  ClientSignupBody,
  EmailBody,
  Envelope,
  ImpersonateField,
  MessageContent,
  User,
  UserIdParams,
  VerifyEmailBody,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['clients'];

export const signupSchema = {
  tags,
  summary:
    'Client signup (spec §3 client signup form). Answers 202 the same for every address: a new one is mailed a 6-digit code and a one-click link (nothing is signed in until one is used), one with an account a "you already have an account" mail',
  body: ClientSignupBody,
  response: { 202: Envelope(MessageContent), ...errors(422, 429) },
};

export const emailCodeSchema = {
  tags,
  summary: 'Send or re-send the email verification code',
  body: EmailBody,
  response: { 200: Envelope(MessageContent), ...errors(422) },
};

export const verifyCodeSchema = {
  tags,
  summary: 'Verify the email with the emailed code; answers the signed-in user with its api_token, as login does',
  body: VerifyEmailBody,
  response: { 200: Envelope(AuthUser), ...errors(422) },
};

export const verifyLinkSchema = {
  tags,
  summary:
    'Verify the email with the one-click link of the sign-up mail (single use, expiring); answers the signed-in user, as login does',
  body: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) }),
  response: { 200: Envelope(AuthUser), ...errors(422) },
};

export const userSchema = {
  tags,
  summary: 'A user (self, or any user for SUPER)',
  params: UserIdParams,
  querystring: Type.Object({ impersonate_id: Type.Optional(Type.String()) }),
  response: { 200: Envelope(User), ...errors(401, 403, 404, 422) },
};

/** What the multipart plugin puts in the body for a file part (see app.ts onFile). */
export const UploadedFile = Type.Unsafe<{ filename: string; mimetype: string; data: Buffer }>({
  type: 'object',
  description: 'an image file (JPEG, PNG or WebP, at most 5 MB; checked by content and stored without metadata)',
  properties: {
    filename: { type: 'string' },
    mimetype: { type: 'string' },
    data: { description: 'the file contents' },
  },
  required: ['filename', 'mimetype', 'data'],
});

export const profileImageSchema = {
  tags,
  summary: 'Replace the avatar or cover image (multipart: file)',
  consumes: ['multipart/form-data'],
  body: Type.Object({ file: UploadedFile, impersonate_id: ImpersonateField }),
  response: { 200: Envelope(User), ...errors(401, 403, 404, 413, 415, 422) },
};

export const saveProfileSchema = {
  tags,
  summary:
    'Save the caller’s own profile or billing data (spec §3 billing fields, §7); answers a confirmation and the saved user',
  params: UserIdParams,
  body: ClientProfileBody,
  response: { 200: ClientProfileSaved, ...errors(401, 403, 404, 422) },
};
