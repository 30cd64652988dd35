// One place that turns every failure into the wire shapes of spec §8: 422 field maps (AJV paths `/name/0` →
// `name.0`), translated 4xx messages, JSON 404 for unknown paths, and 5xx answers that reveal nothing internal.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { ApiError, TooManyRequestsError, type MessageRef } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/safe-error';
import { MAX_IMAGE_BYTES } from '../lib/images';
import { fieldLabel, type Translate } from '../i18n';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

const TYPE_KEYS: Record<string, string> = {
  string: 'validation.string',
  integer: 'validation.integer',
  number: 'validation.number',
  boolean: 'validation.boolean',
  array: 'validation.array',
};

function issueField(issue: AjvIssue): string {
  const parts = issue.instancePath.split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string')
    parts.push(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
    parts.push(issue.params.additionalProperty);
  }
  return parts.join('.') || 'body';
}

function issueMessage(issue: AjvIssue): MessageRef {
  const limit = issue.params.limit;
  const withLimit = (key: string): MessageRef => ({
    key,
    params: { limit: typeof limit === 'number' ? limit : String(limit) },
  });
  switch (issue.keyword) {
    case 'required':
      return { key: 'validation.required' };
    case 'type':
      return { key: TYPE_KEYS[String(issue.params.type)] ?? 'validation.type' };
    case 'minLength':
      // An empty required string reads better as "required" than "at least 1 character".
      return limit === 1 ? { key: 'validation.required' } : withLimit('validation.minLength');
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return withLimit(`validation.${issue.keyword}`);
    case 'format':
      if (issue.params.format === 'email') return { key: 'validation.email' };
      if (issue.params.format === 'date') return { key: 'validation.date' };
      return { key: 'validation.format' };
    case 'pattern':
      return { key: 'validation.pattern' };
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf':
      return { key: 'validation.enum' };
    case 'additionalProperties':
      return { key: 'validation.additionalProperties' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** AJV issues → field → message refs. A union yields one issue per branch; keep the first per field. */
export function fieldErrorsFromAjv(issues: readonly AjvIssue[]): Record<string, MessageRef[]> {
  const out: Record<string, MessageRef[]> = {};
  for (const issue of issues) {
    const field = issueField(issue);
    const message = issueMessage(issue);
    const list = (out[field] ??= []);
    if (list.length > 0 && (issue.keyword === 'const' || issue.keyword === 'anyOf' || issue.keyword === 'type'))
      continue;
    if (!list.some((m) => m.key === message.key)) list.push(message);
  }
  return out;
}

function translateFieldErrors(t: Translate, fieldErrors: Record<string, MessageRef[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, refs] of Object.entries(fieldErrors)) {
    out[field] = refs.map((ref) => t(ref.key, { field: fieldLabel(t, field), ...ref.params }));
  }
  return out;
}

function validationBody(request: FastifyRequest, fieldErrors: Record<string, MessageRef[]>) {
  const errors = translateFieldErrors(request.t, fieldErrors);
  const field = Object.keys(errors)[0];
  // Like Laravel, `message` is the first field's first message, so a form that shows one message (login) shows it.
  const first = field ? errors[field]?.[0] : undefined;
  return {
    status: false as const,
    message: first ?? request.t('errors.validation'),
    ...(field ? { field } : {}),
    errors,
  };
}

const STATUS_KEYS: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthenticated',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
        if (error.statusCode === 422 && error.fieldErrors)
          return reply.code(422).send(validationBody(request, error.fieldErrors));
        return reply
          .code(error.statusCode)
          .send({ status: false, message: request.t(error.message_.key, error.message_.params ?? {}) });
      }
      if (error.validation) {
        return reply.code(422).send(validationBody(request, fieldErrorsFromAjv(error.validation as AjvIssue[])));
      }
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        // A route may allow larger files than the images' 5 MB (config.multipartOptions: invoices, review imports).
        const limit = request.routeOptions.config.multipartOptions?.limits?.fileSize ?? MAX_IMAGE_BYTES;
        return reply.code(422).send(
          validationBody(request, {
            file: [{ key: 'files.tooLarge', params: { max: Math.round(limit / 1024 / 1024) } }],
          }),
        );
      }
      // An update whose body named no column (every field of an update body is optional, so `{}` passes its schema):
      // drizzle refuses to build `UPDATE … SET` with nothing to set. That is the caller's mistake, whichever route it
      // reached, so it is answered here once for all of them instead of each update schema repeating minProperties.
      if (error instanceof Error && error.message === 'No values to set') {
        return reply.code(422).send(validationBody(request, { body: [{ key: 'validation.nothingToUpdate' }] }));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        const key = STATUS_KEYS[statusCode] ?? 'errors.badRequest';
        return reply.code(statusCode).send({ status: false, message: request.t(key, { minutes: 15 }) });
      }
      // A stalled or overloaded database: the client may retry shortly, as Retry-After says.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: false, message: request.t('errors.unavailable'), request_id: String(request.id) });
      }
      // Log the cause with the request id, without query parameters (safeError); the client gets a generic message.
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ status: false, message: request.t('errors.internal'), request_id: String(request.id) });
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      return reply
        .code(404)
        .send({ status: false, message: request.t('errors.routeNotFound', { method: request.method, path }) });
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
