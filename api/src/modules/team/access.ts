// The partner dashboard's team-permission check (ADR 013): one preValidation hook per route prefix, after
// the global roles hook (which has already answered 401/403 for anyone who is not a partner). It finds the
// company the partner acts for and refuses (403) a route whose `config.teamPermission` their team role lacks, before
// the body is even validated. Handlers then read `request.partner` and only ever touch that company's rows.
import type { FastifyInstance } from 'fastify';
import type { DashboardAccess, TeamPermission } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { ALL_PERMISSIONS, permissionsOfRole } from './permissions';
import { companyModules, membershipOf, type Membership } from './repository';

export interface PartnerAccess {
  userId: number;
  companyId: number;
  owner: boolean;
  role: string | null;
  permissions: TeamPermission[];
  /** Every company the user owns or is a member of (the booking-item lists show them all). */
  companyIds: number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the team-access hook on dashboard routes: the company acted for and what the user may do there. */
    partner: PartnerAccess | null;
  }
  interface FastifyContextConfig {
    /** Dashboard routes: the team permission a member needs (none = any member of the company). */
    teamPermission?: TeamPermission;
    /** Dashboard routes of one line of business: the company must have that module switched on (vehicles: transfers). */
    companyModule?: 'experiences' | 'transfers';
  }
}

/** The partner access of a membership (null: no company). */
export function partnerAccessOf(userId: number, m: Membership | null): PartnerAccess | null {
  if (!m) return null;
  return {
    userId,
    companyId: m.company_id,
    owner: m.owner,
    role: m.role_name,
    permissions: m.owner ? [...ALL_PERMISSIONS] : permissionsOfRole(m.role_name),
    companyIds: m.company_ids.map(Number),
  };
}

export async function resolvePartnerAccess(app: FastifyInstance, userId: number): Promise<PartnerAccess | null> {
  return partnerAccessOf(userId, await membershipOf(app.db, userId));
}

/** Adds the team-access hook to the routes of the calling plugin (its encapsulation scope). */
export function requirePartnerAccess(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('partner')) app.decorateRequest('partner', null);
  app.addHook('preValidation', async (request) => {
    if (request.is404 || !request.actingUser) return;
    // The session's read brought the signed-in partner's membership; an impersonated one is read now.
    const acting = request.actingUser;
    const access =
      acting === request.realUser && request.sessionMembership !== undefined
        ? partnerAccessOf(acting.id, request.sessionMembership)
        : await resolvePartnerAccess(app, acting.id);
    if (!access) throw new ApiError(403, { key: 'team.noCompany' });
    const needed = request.routeOptions.config.teamPermission;
    if (needed && !access.permissions.includes(needed)) throw new ApiError(403, { key: 'team.notAllowed' });
    const module = request.routeOptions.config.companyModule;
    if (module && !(await companyModules(app.db, access.companyId))[module])
      throw new ApiError(403, { key: `team.moduleOff.${module}` });
    request.partner = access;
  });
}

/** GET api/dashboard/access's answer: the company acted for, what the member may do there and the company's modules. */
export async function accessAnswer(db: Db, p: PartnerAccess): Promise<DashboardAccess> {
  return {
    company_id: p.companyId,
    owner: p.owner,
    role: p.role,
    permissions: p.permissions,
    modules: await companyModules(db, p.companyId),
  };
}

/** The partner of a route behind requirePartnerAccess (the hook guarantees it). */
export function partnerOf(request: { partner: PartnerAccess | null }): PartnerAccess {
  if (!request.partner) throw new ApiError(403, { key: 'team.noCompany' });
  return request.partner;
}
