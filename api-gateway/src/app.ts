// Builds the gateway: external plugins first (compression, request ids), then the /api proxy in its
// own scope, then the site (security headers, assets, registry, health, pages) in another.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEVELOPMENT_GATEWAY_SECRET, GATEWAY_DEFAULTS, type GatewayConfig } from './config';
import { assetRoutes } from './assets/asset-routes';
import { healthRoutes } from './health/health-routes';
import { pageRoutes } from './pages/page-routes';
import { apiValidityChecks, type ValidityChecks } from './pages/validity';
import { apiHomeHero, type HomeHeroSource } from './pages/home-hero';
import { seoRoutes } from './seo/seo-routes';
import { apiProxy, COMPRESS_THRESHOLD_BYTES } from './proxy/api-proxy';
import { openRegistryStore } from './registry/open-registry-store';
import { registryRoutes } from './registry/registry-routes';
import type { RegistryStore } from './registry/registry-store';
import { securityHeaders } from './security/security-headers';

export interface BuildOptions {
  /** Defaults to the file store in DEPLOY_DIR. */
  store?: RegistryStore;
  /** Override some validity checks (by default the slug pages ask the API). */
  validity?: Partial<ValidityChecks>;
  /** The home hero's source (default: the API's GET /api/website/home); tests pass their own. */
  homeHero?: HomeHeroSource;
  /** Replace the pino logger options (tests pass false). */
  logger?: FastifyServerOptions['logger'];
}

// Accept a caller's id only if it is short and printable: it is echoed and logged.
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(config: GatewayConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Only the proxies named in TRUSTED_PROXIES may say who the client is; otherwise it is the socket's peer.
    trustProxy: config.trustedProxies ? config.trustedProxies : false,
    // A slow client cannot hold a socket for minutes (Node checks these each connectionsCheckingInterval).
    requestTimeout: config.requestTimeoutMs ?? GATEWAY_DEFAULTS.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs ?? GATEWAY_DEFAULTS.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs ?? GATEWAY_DEFAULTS.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    // Page paths like /search/{term} may be long and contain encoded text.
    routerOptions: { maxParamLength: 500 },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // 5xx answers say nothing internal; the request id lets an operator find the log line.
    void reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ message: status >= 500 ? 'Internal Server Error' : error.message, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`Not Found: ${request.method} ${request.url.split('?')[0]}`);
  });

  await app.register(apiProxy, {
    apiUrl: config.apiUrl,
    bodyLimitBytes: config.bodyLimitBytes ?? GATEWAY_DEFAULTS.bodyLimitBytes,
    uploadLimitBytes: config.uploadLimitBytes ?? GATEWAY_DEFAULTS.uploadLimitBytes,
    connections: config.apiConnections ?? GATEWAY_DEFAULTS.apiConnections,
    gatewaySecret: config.gatewaySecret ?? DEVELOPMENT_GATEWAY_SECRET,
  });

  const store = options.store ?? openRegistryStore(config);
  if (!options.store && store.close) app.addHook('onClose', async () => store.close?.());
  // Slug pages (/{slug}, /partner/{slug}) exist when the API says they do; tests may override a check.
  const validity: ValidityChecks = { ...apiValidityChecks(config.apiUrl), ...options.validity };
  await app.register(async (site) => {
    // Called, not registered: helmet's hooks must cover this whole scope, not a child of it.
    await securityHeaders(site, {
      hsts: config.nodeEnv === 'production',
      ...(config.paymentCsp ? { paymentCsp: config.paymentCsp } : {}),
    });
    await site.register(assetRoutes, { shellDist: config.shellDist, deployDir: config.deployDir });
    await site.register(registryRoutes, {
      store,
      beaconsPerMinute: config.beaconsPerMinute ?? GATEWAY_DEFAULTS.beaconsPerMinute,
      countsFlushMs: config.countsFlushMs ?? GATEWAY_DEFAULTS.countsFlushMs,
    });
    await site.register(healthRoutes, { apiUrl: config.apiUrl, shellDist: config.shellDist });
    await site.register(seoRoutes, { apiUrl: config.apiUrl });
    await site.register(pageRoutes, {
      shellDist: config.shellDist,
      deployDir: config.deployDir,
      store,
      validity,
      secureCookies: config.nodeEnv === 'production',
      homeHero: options.homeHero ?? apiHomeHero(config.apiUrl),
    });
  });

  return app;
}
