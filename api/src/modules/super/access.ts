// The one gate of the back office (ADR 014): every `api/super/*` and `api/invoices*` route needs a SUPER
// account whose staff role holds the route's permission. It runs in preValidation right after the roles hook, so a
// caller without the permission gets 403 before any input is validated. The permission comes from the route's
// `config.permission` or from its area (the path segment after `api/super/`); a back-office route that has
// neither, or that is not `roles: ['SUPER']`, stops the app at start, so no route is ever open by omission. A route
// read by two areas (a booking item's page: bookings answer it, finance refunds part of it) names a list, any of which
// lets the caller in. A route
// outside the back office (a sweep, a user's card, the dev outbox) may declare `config.permission` too, and this same
// gate applies it; the owner holds every permission.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { staffCan, type StaffPermission, type StaffRole } from '@mp/shared/domain';
import { ApiError } from '../../lib/errors';
import type { Db, Tx } from '../../db/client';
import { staffStandingOf } from './team/repository';

type Conn = Db | Tx;

/** `staff`: any staff member (their own profile); `owner`: the platform owner only (a SUPER without a staff row). */
export type BackOfficePermission = StaffPermission | 'staff' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff permission a back-office route needs (see modules/super/access.ts); a list: any one of them. */
    permission?: BackOfficePermission | readonly StaffPermission[];
  }
  interface FastifyRequest {
    /** The caller's staff role on back-office routes (null elsewhere). */
    staffRole: StaffRole | null;
  }
}

/** Area (first path segment after /api/super/) → permission. */
export const PERMISSION_BY_AREA: Readonly<Record<string, BackOfficePermission>> = {
  me: 'staff',
  dash: 'dashboard',
  sales: 'sales',
  team: 'team',
  roles: 'team',
  'audit-log': 'audit',
  'promo-codes': 'promo_codes',
  partners: 'partners',
  affiliates: 'partners',
  companies: 'partners',
  clients: 'customers',
  customers: 'customers',
  services: 'services',
  experiences: 'services',
  wellness: 'services',
  transfers: 'services',
  'booking-items': 'bookings',
  'transfer-quote-requests': 'bookings',
  'transfer-quotes': 'bookings',
  'manual-bookings': 'bookings',
  reviews: 'reviews',
  'chatbot-config': 'chatbot',
  website: 'website',
  chat: 'chat',
};

export function isBackOfficeUrl(url: string): boolean {
  return url.startsWith('/api/super/') || url === '/api/invoices' || url.startsWith('/api/invoices/');
}

export function permissionForUrl(url: string): BackOfficePermission | undefined {
  if (url.startsWith('/api/invoices')) return 'invoices';
  const area = url.slice('/api/super/'.length).split('/')[0] ?? '';
  return PERMISSION_BY_AREA[area];
}

/**
 * What a SUPER account's staff permissions allow (the owner holds all), for routes whose rule depends on what is
 * asked for (a user's card by the user's type, a booking's payment status beside its payer's reference).
 */
export async function staffPermissionCheck(
  db: Conn,
  userId: number,
): Promise<(permission: StaffPermission) => boolean> {
  const standing = await staffStandingOf(db, userId);
  return (permission) => standing === 'owner' || staffCan(standing, permission);
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staffRole', null);

    app.addHook('onRoute', (route) => {
      if (!isBackOfficeUrl(route.url)) return;
      const config = (route.config ?? {}) as {
        roles?: unknown;
        permission?: BackOfficePermission | readonly StaffPermission[];
      };
      const permission = config.permission ?? permissionForUrl(route.url);
      if (!permission)
        throw new Error(
          `back-office route ${route.url} has no staff permission (config.permission or PERMISSION_BY_AREA)`,
        );
      const roles = config.roles;
      if (!Array.isArray(roles) || roles.length !== 1 || roles[0] !== 'SUPER') {
        throw new Error(`back-office route ${route.url} must declare roles: ['SUPER']`);
      }
      route.config = { ...config, roles: ['SUPER'], permission } as typeof route.config;
    });

    app.addHook('preValidation', async (request) => {
      if (request.is404) return;
      const permission = request.routeOptions.config.permission;
      if (!permission) return;
      const user = request.actingUser;
      if (!user) throw new ApiError(401, { key: 'errors.unauthenticated' });
      // The roles hook already refused non-SUPER callers; this gate does not rely on it.
      if (user.userType !== 'SUPER') throw new ApiError(403, { key: 'errors.forbidden' });
      const standing = await staffStandingOf(app.db, user.id);
      const role: StaffRole = standing === 'owner' ? 'admin' : standing;
      const allowed =
        typeof permission !== 'string'
          ? permission.some((p) => staffCan(role, p))
          : permission === 'owner'
            ? standing === 'owner'
            : permission === 'staff' || staffCan(role, permission);
      if (!allowed) throw new ApiError(403, { key: 'errors.forbidden' });
      request.staffRole = role;
    });
  },
  { name: 'staff-access', dependencies: ['roles'] },
);
