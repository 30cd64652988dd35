// Resolves who a request is: the bearer token's user (realUser) and, when a SUPER sends impersonate_id, the user
// it acts as (actingUser, spec §6). Runs in preValidation: after the body (incl. multipart fields) is parsed, so
// impersonate_id can be read from it, and before validation, so an anonymous caller gets 401, not a 422.
// Which accounts a staff member may act as is written in their role (staffMayActAs in @mp/shared/domain), checked
// here for every impersonate_id, in the query or the body. Every request made while acting is audited; a write also
// keeps the account as it was before and as the write left it (with what was sent), so a changed IBAN shows.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { MAX_ID } from '@mp/shared/contracts';
import { ApiError, invalid } from '../lib/errors';
import { sha256 } from '../lib/crypto';
import { findActiveToken, findSessionUser, touchToken } from '../modules/auth/repository';
import { accountSnapshot, recordImpersonatedAfter } from '../modules/audit/repository';
import { staffStandingOf } from '../modules/super/team/repository';
import { staffMayActAs } from '@mp/shared/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit row of a write made while acting as someone, completed with the account after it. */
    impersonatedWriteAuditId: number | null;
  }
}

const TOUCH_EVERY_MS = 60_000;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** impersonate_id: query on reads, body field on writes (a write may also carry it in the query). Removed once read. */
function takeImpersonateId(request: FastifyRequest): string | null {
  const pick = (holder: unknown): string | null => {
    if (!holder || typeof holder !== 'object' || Buffer.isBuffer(holder)) return null;
    const record = holder as Record<string, unknown>;
    const value = record.impersonate_id;
    if (value === undefined || value === null || value === '') return null;
    delete record.impersonate_id;
    return String(value);
  };
  const fromBody = READ_METHODS.has(request.method) ? null : pick(request.body);
  const fromQuery = pick(request.query);
  return fromBody ?? fromQuery;
}

/** Field names whose values never go into the audit log. */
const SECRET_FIELD = /pass|token|secret|card|cvv|cvc|code|otp/i;
const MAX_AUDIT_TEXT = 500;

/** What a write sent, for its audit entry: values of secret-looking fields hidden, files and long texts cut short. */
function sentFields(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > MAX_AUDIT_TEXT ? `${value.slice(0, MAX_AUDIT_TEXT)}…` : value;
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (depth >= 3 || typeof value !== 'object') return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => sentFields(item, depth + 1));
  const record = value as Record<string, unknown>;
  // A multipart file part: its name and size, never its bytes.
  if (typeof record.filename === 'string' && 'mimetype' in record) return `[file ${record.filename}]`;
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) ? '[hidden]' : sentFields(item, depth + 1),
    ]),
  );
}

export default fp(
  async (app) => {
    app.decorateRequest('realUser', null);
    app.decorateRequest('actingUser', null);
    app.decorateRequest('authTokenId', null);
    app.decorateRequest('sessionMembership', undefined);
    app.decorateRequest('impersonatedWriteAuditId', null);

    // Any answer to a request with a live session may hold that account's data: no browser, proxy or shared cache
    // may keep it. A route that said its answer is the same for everyone (`public`, the catalogue) keeps its own.
    app.addHook('onSend', async (request, reply) => {
      if (request.realUser === null) return;
      if (!/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) reply.header('cache-control', 'no-store');
    });

    app.addHook('preValidation', async (request) => {
      const token = bearerToken(request);
      if (token) {
        const now = new Date();
        const found = await findActiveToken(app.db, sha256(token), now);
        if (found) {
          // Last use is kept to the minute (sessions list, stale-token cleanup) without a write per request.
          if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
            await touchToken(app.db, found.tokenId, now);
          }
          request.realUser = found.user;
          request.actingUser = found.user;
          request.authTokenId = found.tokenId;
          request.sessionMembership = found.membership;
        }
      }

      const impersonateId = takeImpersonateId(request);
      if (impersonateId === null) return;
      if (!request.realUser) throw new ApiError(401, { key: 'errors.unauthenticated' });
      if (request.realUser.userType !== 'SUPER') throw new ApiError(403, { key: 'errors.impersonationForbidden' });
      // Plain digits only: `1e1` is not user 10.
      if (!/^[1-9][0-9]{0,9}$/.test(impersonateId) || Number(impersonateId) > MAX_ID)
        throw invalid({ impersonate_id: 'validation.integer' });
      const id = Number(impersonateId);
      const target = await findSessionUser(app.db, id);
      if (!target) throw new ApiError(404, { key: 'errors.impersonatedUserNotFound' });
      // Acting as someone never reaches another super admin's powers, and otherwise goes as far as the role says.
      if (target.userType === 'SUPER') throw new ApiError(403, { key: 'backOffice.impersonateSuperForbidden' });
      if (!staffMayActAs(await staffStandingOf(app.db, request.realUser.id), target.userType))
        throw new ApiError(403, { key: 'errors.forbidden' });
      request.actingUser = target;
      const write = !READ_METHODS.has(request.method);
      const auditId = await app.audit.impersonation({
        realUserId: request.realUser.id,
        actingUserId: target.id,
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        ...(write ? { before: await accountSnapshot(app.db, target.id) } : {}),
      });
      if (write) request.impersonatedWriteAuditId = auditId;
    });

    // Before the answer leaves, whatever it is (a refused write changes nothing, and its entry shows that too), so
    // the entry is complete by the time the caller sees the answer.
    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.impersonatedWriteAuditId;
      if (id === null || !request.actingUser) return payload;
      request.impersonatedWriteAuditId = null;
      try {
        const account = await accountSnapshot(app.db, request.actingUser.id);
        await recordImpersonatedAfter(app.db, id, {
          ...account,
          status: reply.statusCode,
          sent: sentFields(request.body) ?? null,
        });
      } catch (err) {
        request.log.error({ err, auditId: id }, 'could not record the account after a write made while acting as it');
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['db', 'audit'] },
);
