// The back-office team (ADR 014): staff members are SUPER accounts with a role (a permission set).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLES, staffPermissions, type StaffRole } from '@mp/shared/domain';
import type { NewStaffBody, StaffMember, StaffProfile, StaffRoleView, StaffUpdateBody } from '@mp/shared/contracts';
import { translator } from '../../../i18n';
import { csvExport } from '../../../lib/csv';
import { invalid, notFound } from '../../../lib/errors';
import { newOpaqueToken, sha256 } from '../../../lib/crypto';
import { page, pageWindow } from '../../../lib/wire';
import { insertPasswordReset, revokeAllTokens } from '../../auth/repository';
import * as repo from './repository';

/** An invite link stays valid longer than a reset link: a new colleague may not read mail the same hour. */
export const INVITE_TTL_DAYS = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function memberView(row: repo.StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    owner: row.owner,
    created_at: row.createdAt.toISOString(),
    active: row.deactivatedAt === null,
    deactivated_at: row.deactivatedAt ? row.deactivatedAt.toISOString() : null,
  };
}

/** What the audit log keeps of a staff member. */
const auditShape = (row: repo.StaffRow) => ({
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role,
  active: row.deactivatedAt === null,
});

export async function myProfile(app: FastifyInstance, request: FastifyRequest): Promise<StaffProfile> {
  const user = request.actingUser;
  const row = user ? await repo.findStaff(app.db, user.id) : null;
  if (!row) throw notFound('backOffice.staffNotFound');
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    permissions: [...staffPermissions(row.role)],
  };
}

export async function listTeam(
  app: FastifyInstance,
  url: string,
  query: { page?: number; per_page?: number; search?: string; role?: StaffRole },
) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 15 };
  const { total, rows } = await repo.teamPage(app.db, { search: query.search, role: query.role }, pageWindow(paging));
  return page(url, paging, total, rows.map(memberView));
}

/** Every staff member matching the list's filters as CSV (no page), newest account first, read in batches. */
export function teamCsv(
  app: FastifyInstance,
  query: { search?: string; role?: StaffRole },
  t: (key: string) => string,
): AsyncIterable<string> {
  const filter = { search: query.search, role: query.role };
  return csvExport<StaffMember>({
    messages: 'backOffice.exports.team',
    t,
    columns: [
      { key: 'id', value: (m) => m.id },
      { key: 'name', value: (m) => `${m.first_name} ${m.last_name}`.trim() },
      { key: 'email', value: (m) => m.email },
      { key: 'role', value: (m) => m.role },
      { key: 'owner', value: (m) => m.owner },
      { key: 'active', value: (m) => m.active },
      { key: 'deactivated_at', value: (m) => m.deactivated_at },
      { key: 'created_at', value: (m) => m.created_at },
    ],
    batch: async (beforeId, limit) => (await repo.teamBatch(app.db, filter, beforeId, limit)).map(memberView),
    cursor: (m) => m.id,
  });
}

export function rolesView(request: FastifyRequest): StaffRoleView[] {
  return STAFF_ROLES.map((role) => ({
    role,
    name: request.t(`backOffice.roles.${role}.name`),
    description: request.t(`backOffice.roles.${role}.description`),
    permissions: [...staffPermissions(role)],
  }));
}

export async function createStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  body: NewStaffBody,
): Promise<StaffMember> {
  const email = body.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw invalid({ email: 'backOffice.emailInvalid' });
  const by = request.realUser;
  if (!by) throw notFound('backOffice.staffNotFound');
  const token = newOpaqueToken();
  const member = await app.db.transaction(async (tx) => {
    const id = await repo.insertStaff(tx, {
      email,
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      role: body.role,
      createdBy: by.id,
    });
    if (id === null) throw invalid({ email: 'backOffice.emailTaken' });
    await insertPasswordReset(tx, id, sha256(token), new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000));
    const row = await repo.findStaff(tx, id);
    if (!row) throw notFound('backOffice.staffNotFound');
    await app.audit.change(tx, request, {
      action: 'team.create',
      entity: 'staff_member',
      entityId: id,
      before: null,
      after: auditShape(row),
    });
    return row;
  });
  const locale = request.locale;
  const t = translator(locale);
  const link = `${app.config.publicUrl}${locale === 'pt' ? '/pt' : ''}/password/reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  const byRow = await repo.findStaff(app.db, by.id);
  await app.mailer.send({
    to: email,
    template: 'staff-invite',
    locale,
    subject: t('backOffice.inviteSubject'),
    text: t('backOffice.inviteText', {
      name: member.firstName,
      by: byRow ? `${byRow.firstName} ${byRow.lastName}` : by.email,
      role: t(`backOffice.roles.${member.role}.name`),
      days: INVITE_TTL_DAYS,
      link,
    }),
  });
  return memberView(member);
}

export async function updateStaffMember(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: StaffUpdateBody,
): Promise<StaffMember> {
  return app.db.transaction(async (tx) => {
    const before = await repo.findStaff(tx, id, true);
    if (!before) throw notFound('backOffice.staffNotFound');
    if (before.owner) throw invalid({ role: 'backOffice.ownerReadOnly' });
    if (body.role !== undefined && body.role !== before.role && id === request.realUser?.id)
      throw invalid({ role: 'backOffice.ownRole' });
    await repo.updateStaff(tx, id, {
      firstName: body.first_name?.trim(),
      lastName: body.last_name?.trim(),
      role: body.role,
    });
    const after = await repo.findStaff(tx, id);
    if (!after) throw notFound('backOffice.staffNotFound');
    await app.audit.change(tx, request, {
      action: 'team.update',
      entity: 'staff_member',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return memberView(after);
  });
}

/**
 * Deactivates a staff member who leaves (`active: false`) or brings them back (`active: true`). Deactivation ends
 * every session in the same transaction and the sign-in refuses the account; nothing they did is deleted, so the
 * audit log and the records they made keep their name. The owners and oneself cannot be deactivated.
 */
export async function setStaffActive(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  active: boolean,
): Promise<StaffMember> {
  const by = request.realUser;
  if (!by) throw notFound('backOffice.staffNotFound');
  return app.db.transaction(async (tx) => {
    const before = await repo.findStaff(tx, id, true);
    if (!before) throw notFound('backOffice.staffNotFound');
    if (before.owner) throw invalid({ id: 'backOffice.ownerReadOnly' });
    if (!active && id === by.id) throw invalid({ id: 'backOffice.ownDeactivation' });
    if ((before.deactivatedAt === null) !== active) {
      const now = new Date();
      await repo.setDeactivated(tx, id, active ? null : now, active ? null : by.id);
      if (!active) await revokeAllTokens(tx, id, now);
    }
    const after = await repo.findStaff(tx, id);
    if (!after) throw notFound('backOffice.staffNotFound');
    await app.audit.change(tx, request, {
      action: active ? 'team.reactivate' : 'team.deactivate',
      entity: 'staff_member',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return memberView(after);
  });
}
