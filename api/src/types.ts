// What the app plugins add to Fastify's request, instance and route config.
import type { Locale, Role } from '@mp/shared/contracts';
import type { AppConfig } from './config';
import type { CounterStore, LoginLimiter } from './modules/auth/login-limiter';
import type { Db } from './db/client';
import type { Translate } from './i18n';
import type { Mailer } from './plugins/mail';
import type { Storage } from './plugins/storage';

/** Who may call a route (spec §6): anyone, any logged-in user, or the listed roles. */
export type RouteRoles = 'public' | 'authenticated' | readonly Role[];

export interface SessionUser {
  id: number;
  userType: Role;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    databaseKind: 'pglite' | 'postgres';
    mailer: Mailer;
    storage: Storage;
    /** Guess limits of logins and other checked secrets (modules/auth/login-limiter.ts), shared across instances via Redis. */
    loginLimiter: LoginLimiter;
    /** The counters behind the limiters, for other attempt limits (payment status, gift-card codes). */
    counters: CounterStore;
  }
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
    /** The user the bearer token belongs to (null when anonymous). */
    realUser: SessionUser | null;
    /** The user the request acts as: realUser, or the impersonated user when a SUPER sends impersonate_id. */
    actingUser: SessionUser | null;
    /** Id of the auth_tokens row that authenticated the request (logout revokes it). */
    authTokenId: number | null;
    /** A signed-in partner's membership, read with the session (undefined for other users; null: no company). */
    sessionMembership: import('./modules/team/repository').Membership | null | undefined;
  }
  interface FastifyContextConfig {
    roles?: RouteRoles;
  }
}
