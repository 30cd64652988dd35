// Errors a handler throws on purpose. The errors plugin turns them into the wire shapes of spec §8 in the
// request's language; anything else becomes a 500 that reveals nothing internal.

/** A message key from src/i18n/messages.ts plus its interpolation values. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly message_: MessageRef,
    /** 422 only: field → messages, answered as `errors` (and `field`/`message` for the first one). */
    readonly fieldErrors?: Record<string, MessageRef[]>,
  ) {
    super(message_.key);
    this.name = 'ApiError';
  }
}

/** 429 with `Retry-After` (seconds, rounded up) and "try again in N minutes", so the user knows when. */
export class TooManyRequestsError extends ApiError {
  readonly retryAfterSeconds: number;
  constructor(waitMs: number) {
    super(429, { key: 'errors.tooManyRequests', params: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) } });
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}

export const notFound = (key = 'errors.notFound') => new ApiError(404, { key });
export const forbidden = (key = 'errors.forbidden') => new ApiError(403, { key });
export const unauthenticated = () => new ApiError(401, { key: 'errors.unauthenticated' });

/** A 422 for one or more fields, each with one message. */
export function invalid(fields: Record<string, MessageRef | string>): ApiError {
  const fieldErrors: Record<string, MessageRef[]> = {};
  for (const [field, ref] of Object.entries(fields))
    fieldErrors[field] = [typeof ref === 'string' ? { key: ref } : ref];
  return new ApiError(422, { key: 'errors.validation' }, fieldErrors);
}
