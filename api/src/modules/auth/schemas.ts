// Route schemas of the auth module, built from the wire contracts in @mp/shared/contracts.
import { Type } from '@sinclair/typebox';
import {
  AuthUser,
  Envelope,
  EmailBody,
  LoginBody,
  LoginFailure,
  MessageContent,
  PasswordResetBody,
  User,
  ValidationErrorBody,
  ErrorBody,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['auth'];

export const loginSchema = {
  tags,
  summary: 'Log in with email and password (spec §3 login form)',
  body: LoginBody,
  response: {
    200: Envelope(AuthUser),
    422: Type.Union([LoginFailure, ValidationErrorBody]),
    429: ErrorBody,
    ...errors(400),
  },
};

export const logoutSchema = {
  tags,
  summary: 'Revoke the bearer token of this request',
  response: { 200: Envelope(MessageContent), ...errors(401, 403) },
};

export const meSchema = {
  tags,
  summary: 'The acting user (the impersonated one while a SUPER impersonates)',
  querystring: Type.Object({ impersonate_id: Type.Optional(Type.String()) }),
  response: { 200: Envelope(User), ...errors(401, 403, 404) },
};

export const passwordEmailSchema = {
  tags,
  summary: 'Email a password reset link (always answers 200)',
  body: EmailBody,
  response: { 200: Envelope(MessageContent), ...errors(422) },
};

export const passwordResetSchema = {
  tags,
  summary: 'Set a new password with the emailed token',
  body: PasswordResetBody,
  response: { 200: Envelope(MessageContent), ...errors(422) },
};
