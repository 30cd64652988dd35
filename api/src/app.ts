// buildApp(config): external plugins, then app plugins, then routes (fastify/demo layout). The server, the tests and
// the bench all build the app here, so they run the same code.
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Redis } from 'ioredis';
import { logSafeUrl } from '@mp/shared/contracts';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { countStatementsPerRequest } from './db/statement-count';
import { seedIfEmpty } from './db/seed';
import { MAX_IMAGE_BYTES } from './lib/images';
import { openApiOptions } from './lib/openapi';
import { safeError } from './lib/safe-error';
import clientIpPlugin from './plugins/client-ip';
import i18nPlugin from './plugins/i18n';
import errorsPlugin from './plugins/errors';
import dbPlugin from './plugins/db';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import rolesPlugin from './plugins/roles';
import staffAccessPlugin from './modules/super/access';
import inputPlugin from './plugins/input';
import { keepNullsInRequests } from './lib/nullable-scalars';
import overloadPlugin from './plugins/overload';
import mailPlugin from './plugins/mail';
import storagePlugin, { type Storage } from './plugins/storage';
import {
  LoginLimiter,
  MailLimiter,
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from './modules/auth/login-limiter';
import authRoutes from './modules/auth/routes';
import clientRoutes from './modules/clients/routes';
import catalogueRoutes from './modules/catalogue/routes';
import { catalogueCachePlugin } from './modules/catalogue/cache';
import transferRoutes from './modules/transfers/routes';
import eventRoutes from './modules/events/routes';
import restaurantRoutes from './modules/restaurants/routes';
import companyRoutes from './modules/companies/routes';
import partnerRoutes from './modules/partners/routes';
import systemRoutes from './modules/system/routes';
import devRoutes from './modules/dev/routes';
import filesRoutes from './modules/files/routes';
import checkoutPlugin from './modules/payments/plugin';
import chatPlugin from './modules/chat/plugin';
import dashboardRoutes from './modules/dashboard/routes';
import teamRoutes from './modules/team/routes';
import availabilityRoutes from './modules/availability/routes';
import superRoutes from './modules/super';
import reviewRoutes from './modules/reviews/routes';
import partnerReviewRoutes from './modules/partner-reviews/routes';
import vehicleRoutes from './modules/vehicles/routes';
import formRoutes from './modules/forms/routes';
import affiliateRoutes from './modules/affiliates/routes';
import chatbotRoutes from './modules/chatbot/routes';
import invoiceRoutes from './modules/invoices/routes';
import websiteRoutes from './modules/website/routes';
import calendarFeedRoutes from './modules/calendar-feeds/routes';
import './types';

export interface BuildOptions {
  /** An already opened (and migrated) database; otherwise the app opens one from config, migrates and seeds it. */
  database?: Database;
  storage?: Storage;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Extra routes registered after the app's own (tests use it to provoke failures). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /**
   * Serve the docs UI at /api/docs (default true). Jest turns it off: @fastify/swagger-ui requires an ESM-only
   * package that Jest's module runtime cannot require(). The OpenAPI document itself (app.swagger()) stays.
   */
  docsUi?: boolean;
  /** Sees every route as it is registered (the route-metadata test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Log fields that must never reach a log line: they carry secrets or personal data. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'confirm_password',
  'password_confirmation',
  'card_number',
  'api_token',
  'token',
  '*.password',
  '*.confirm_password',
  '*.password_confirmation',
  '*.card_number',
  '*.api_token',
  '*.token',
  '*.authorization',
  '*.cookie',
];

const logSafeError = (error: unknown) => {
  const safe = safeError(error);
  return { ...safe, stack: safe.stack ?? '' };
};

/** Fastify's own request fields, with the path's secret (a feed or answer link) replaced. */
export const logSafeRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: logSafeUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export function loggerOptions(config: AppConfig, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Every `{ err }` in a log line goes through safeError: no SQL parameters, row values or messages with secrets.
    // A request is logged as Fastify does, but a link whose path is its secret is written without it.
    serializers: { err: logSafeError, error: logSafeError, req: logSafeRequest },
    ...(stream ? { stream } : {}),
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database = options.database ?? openDatabase(config);
  if (ownsDatabase) {
    await database.migrate();
    if (config.seed === 'auto') await seedIfEmpty(database.db, options.storage ?? null, config);
  }

  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // Keep the gateway's request id (so one id follows a request through both logs); otherwise make one.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(incoming) ? incoming : randomUUID();
    },
    // Behind the gateway the client address comes from X-Forwarded-For; the login limit per IP needs it.
    // Only the gateway (TRUST_PROXY, loopback by default) may set it: the gateway writes it from its socket.
    trustProxy: config.trustProxy,
    // A slow client cannot hold a socket for minutes.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5_000,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Node checks header and request timeouts every connectionsCheckingInterval (30 s by default): check each second.
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    bodyLimit: 1024 * 1024,
    // Above the longest path parameter any schema allows (slugs: 200), so the schema answers (404/422 in our
    // envelope), not the router's raw 414 that echoes the path.
    routerOptions: { maxParamLength: 256 },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  // Before every other hook: X-Forwarded-For is dropped unless the gateway's secret came with it (plugins/client-ip.ts).
  await app.register(clientIpPlugin);
  if (config.countStatements) countStatementsPerRequest(app);
  if (config.payments.sandboxInProduction) {
    app.log.warn(
      { providers: config.payments.providers },
      '!!! PAYMENT SANDBOX IN PRODUCTION (PAYMENT_SANDBOX=1): no real money is taken; bookings paid with a sandbox are not paid !!!',
    );
  }
  // Before anything reads a route's schemas (the docs, the validator, the tests' onRoute): null stays null.
  app.addHook('onRoute', (route) => keepNullsInRequests(route as RouteOptions));
  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute(route as RouteOptions));
  }
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins.
  // The API answers JSON; the docs page needs inline scripts, and the gateway sets the site's CSP.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(multipart, {
    // Fields and files land in request.body before validation, so impersonate_id in a multipart write works
    // like in JSON and the route schema validates the file part.
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 100 },
    async onFile(part) {
      const data = await part.toBuffer();
      part.value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });
  await app.register(swagger, openApiOptions(config));
  // The docs UI registers its own routes; they carry no API schema of their own. Public in development; staff only
  // (a SUPER's token) in production, where the routes' shapes help no stranger.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs'))
      route.config = { ...(route.config ?? {}), roles: config.nodeEnv === 'production' ? ['SUPER'] : 'public' };
  });
  // staticCSP: the docs page gets a CSP of its own (its scripts and styles are files, hashed inline bits).
  if (options.docsUi !== false) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database, closeDatabase: ownsDatabase });
  await app.register(storagePlugin, options.storage ? { storage: options.storage } : {});
  await app.register(auditPlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);
  await app.register(rolesPlugin);
  await app.register(staffAccessPlugin);
  await app.register(inputPlugin);
  await app.register(overloadPlugin, { database });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const counters: CounterStore = redis ? new RedisCounterStore(redis) : new MemoryCounterStore();
  const limiter = new LoginLimiter(counters, config.loginRateLimit);
  const mailLimiter = new MailLimiter(counters, config.mailRateLimit, config.mailRateLimit * 4);
  app.addHook('onClose', async () => limiter.close());
  app.decorate('loginLimiter', limiter);
  app.decorate('counters', counters);

  // Routes.
  await app.register(systemRoutes);
  await app.register(authRoutes, { limiter, mailLimiter });
  await app.register(clientRoutes, { limiter, mailLimiter });
  // The public catalogue's short-lived answer cache (modules/catalogue/cache.ts), shared by the catalogue modules.
  await app.register(catalogueCachePlugin);
  await app.register(catalogueRoutes);
  await app.register(transferRoutes);
  await app.register(eventRoutes);
  await app.register(restaurantRoutes);
  await app.register(companyRoutes);
  await app.register(partnerRoutes, { limiter, mailLimiter });
  await app.register(filesRoutes);
  await app.register(checkoutPlugin);
  await app.register(chatPlugin);
  await app.register(teamRoutes);
  await app.register(dashboardRoutes);
  await app.register(availabilityRoutes);
  await app.register(superRoutes);
  await app.register(reviewRoutes);
  await app.register(partnerReviewRoutes);
  await app.register(vehicleRoutes);
  await app.register(formRoutes);
  await app.register(chatbotRoutes);
  await app.register(affiliateRoutes, { secureCookies: config.nodeEnv === 'production' });
  await app.register(invoiceRoutes);
  await app.register(websiteRoutes);
  await app.register(calendarFeedRoutes);
  if (config.nodeEnv !== 'production') await app.register(devRoutes);
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  return app;
}
