// Response schemas every route reuses, so each status a route can answer is declared (and documented in OpenAPI).
import type { TSchema } from '@sinclair/typebox';
import { ErrorBody, ValidationErrorBody } from '@mp/shared/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/** Error answers for the given statuses; 500 is always included (generic message + request id). */
export function errors(...statuses: ErrorStatus[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = { 500: ErrorBody };
  for (const status of statuses) out[status] = status === 422 ? ValidationErrorBody : ErrorBody;
  return out;
}
