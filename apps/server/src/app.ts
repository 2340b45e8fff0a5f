import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { EMBED_HOSTS } from '@roadmark/domain/rich-text/rich-text-allow-list';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { schema } from './graphql-schema.ts';
import { registerAccountAdminRoutes } from './modules/accounts/account-admin.routes.ts';
import { registerExternalLoginRoutes } from './modules/accounts/external-login.routes.ts';
import { ExternalProviders } from './modules/accounts/external-providers.ts';
import { registerPasswordRoutes } from './modules/accounts/password.routes.ts';
import { pinChallengeSecret } from './modules/accounts/pin-sign-in-guard.ts';
import { registerRegistrationRoutes } from './modules/accounts/registration.routes.ts';
import { requestActor } from './modules/accounts/request-actor.ts';
import { registerSessionRoutes } from './modules/accounts/session.routes.ts';
import { openSessionCache } from './modules/accounts/session-cache.ts';
import { assertAllowedBeforeTwoFactorSetup } from './modules/accounts/staff-two-factor-gate.ts';
import { registerTwoFactorRoutes } from './modules/accounts/two-factor.routes.ts';
import { registerEmbedRoutes } from './modules/embeds/embed.routes.ts';
import { registerExportRoutes } from './modules/exports/exports.routes.ts';
import { registerBlobRoutes } from './modules/files/blob.routes.ts';
import { registerUploadRoutes } from './modules/files/upload.routes.ts';
import { registerPublicApi } from './modules/public-api/public-api.ts';
import { registerReminderRoutes } from './modules/reminders/reminder.routes.ts';
import { registerApiKeyAuthentication } from './modules/sdk-clients/api-key.hook.ts';
import { onSessionFinished } from './modules/sessions/session-finished-hooks.ts';
import { registerStudyLoginRoutes } from './modules/studies/study-login.routes.ts';
import { queueStudyResult } from './modules/studies/study-result.ts';
import { webhookOutboundPolicy } from './modules/webhooks/webhook-outbound-policy.ts';
import { registerWebhookTestRoutes } from './modules/webhooks/webhook-test.routes.ts';
import type { Config } from './platform/config/config.ts';
import { createSecretBox } from './platform/crypto/secret-box.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { createFileStorage } from './platform/files/create-file-storage.ts';
import { registerGraphql } from './platform/graphql/yoga.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerCsrfGuard } from './platform/http/csrf.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerHealthRoutes } from './platform/http/health.routes.ts';
import { registerNulByteGuard } from './platform/http/nul-byte-guard.ts';
import { registerNumberRangeGuard } from './platform/http/number-range-guard.ts';
import { registerSitePages } from './platform/http/site-pages.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { loggerOptions } from './platform/logging/logger-options.ts';
import { registerMetrics } from './platform/metrics/metrics.routes.ts';
import { createMetrics, type Metrics } from './platform/metrics/metrics.ts';
import { postgresRateLimitStore } from './platform/rate-limits/postgres-rate-limit-store.ts';
import { SharedBudget } from './platform/rate-limits/shared-budget.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines are written instead of standard output (tests read them). */
  logDestination?: DestinationStream;
  /** The process's metrics, shared with the outbox worker; an app of its own when not given. */
  metrics?: Metrics;
}

/** The whole HTTP surface as one Fastify instance; tests drive it through `inject`, main.ts makes it listen. */
export async function buildApp({ config, database, logDestination, metrics }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logDestination),
    // The socket address is the client's, unless the operator names the proxies in front (TRUSTED_PROXIES); only
    // then is X-Forwarded-For read, and only the part those proxies added.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1_048_576,
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        // The web app's service worker (docs/architecture/web-app.md#service-worker), served from the site root; no other worker.
        workerSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Rich text embeds players from the known video and photo providers only (docs/product/content.md#embedded-media).
        frameSrc: EMBED_HOSTS.map((host) => `https://${host}`),
        // The external sign-in form posts here and is redirected on to the provider, which form-action also governs.
        formAction: ["'self'", ...config.externalLoginProviders.map((provider) => new URL(provider.issuer).origin)],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.servedOverHttps ? [] : null,
      },
    },
    hsts: config.servedOverHttps,
  });
  await registerCompression(app);
  registerMetrics(app, {
    metrics: metrics ?? createMetrics({ db: database.db, poolStats: database.poolStats }),
    token: config.METRICS_TOKEN,
  });
  const db = database.db;
  // Per-address limits count in PostgreSQL so they hold however many server processes share the traffic.
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db) });
  registerErrorHandler(app, config.problemTypeBaseUrl);
  registerNulByteGuard(app);
  registerNumberRangeGuard(app);
  registerCsrfGuard(app);

  const lifetime = {
    rememberedDays: config.SESSION_DAYS_REMEMBERED,
    hours: config.SESSION_HOURS,
    absoluteDays: config.SESSION_ABSOLUTE_DAYS,
  };
  const sessions = await openSessionCache(database);
  app.addHook('onClose', async () => sessions?.close());
  const secretBox = createSecretBox(config.secretsKey);
  const apiKeyActorOf = registerApiKeyAuthentication(app, {
    db,
    secretBox,
    limiter: new SharedBudget(db, { name: 'api-key', max: config.API_KEY_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
  });
  const actorOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const actor =
      apiKeyActorOf(request) ??
      (await requestActor(request, reply, {
        db,
        lifetime,
        cookie: { secure: config.cookieSecure },
        requireStaffTwoFactor: config.REQUIRE_STAFF_TWO_FACTOR,
        sessionCache: sessions?.cache,
      }));
    assertAllowedBeforeTwoFactorSetup(request, actor);
    return actor;
  };

  registerHealthRoutes(app, database.ping);
  registerSitePages(app, { websiteUrl: config.websiteUrl });
  const accountDeps = {
    db,
    lifetime,
    actorOf,
    pinEmailDomain: config.PIN_EMAIL_DOMAIN,
    publicUrl: config.publicUrl,
    cookieSecure: config.cookieSecure,
    registrationEnabled: config.REGISTRATION_ENABLED,
    loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    accountRateLimitPerMinute: config.ACCOUNT_RATE_LIMIT_PER_MINUTE,
    secretBox,
    pinSignIn: {
      failuresPerHour: config.PIN_SIGN_IN_FAILURES_PER_HOUR,
      challengeCost: config.PIN_CHALLENGE_COST,
      hmacSecret: pinChallengeSecret(config.secretsKey),
    },
  };
  registerSessionRoutes(app, accountDeps);
  registerRegistrationRoutes(app, accountDeps);
  registerPasswordRoutes(app, accountDeps);
  registerAccountAdminRoutes(app, accountDeps);
  registerTwoFactorRoutes(app, accountDeps);
  registerReminderRoutes(app, accountDeps);
  registerStudyLoginRoutes(app, accountDeps);
  // A study hears of each session its participants finish, queued in the transaction that finishes it.
  onSessionFinished(queueStudyResult);
  registerExternalLoginRoutes(app, {
    ...accountDeps,
    providers: new ExternalProviders(config.externalLoginProviders, config.publicUrl),
  });
  const fileStorage = createFileStorage(config.fileStorage);
  app.addHook('onClose', () => fileStorage.close());
  const fileDeps = {
    db,
    actorOf,
    storage: fileStorage,
    limits: config.uploadLimits,
    uploadsPerMinute: config.UPLOAD_RATE_LIMIT_PER_MINUTE,
  };
  await registerUploadRoutes(app, fileDeps);
  registerBlobRoutes(app, fileDeps);
  registerEmbedRoutes(app, { actorOf, oembed: config.oembed });
  registerExportRoutes(app, {
    db,
    actorOf,
    pinEmailDomain: config.PIN_EMAIL_DOMAIN,
    exportsPerMinute: config.EXPORT_RATE_LIMIT_PER_MINUTE,
  });
  registerGraphql(app, {
    schema,
    db,
    actorOf,
    operationsPerMinute: config.GRAPHQL_FIELDS_PER_MINUTE,
    pinEmailDomain: config.PIN_EMAIL_DOMAIN,
    storage: fileStorage,
    publicUrl: config.publicUrl,
    integrations: { secretBox, webhookOutbound: webhookOutboundPolicy(config) },
    hardening: {
      production: config.isProduction,
      maxDepth: config.GRAPHQL_MAX_DEPTH,
      maxCost: config.GRAPHQL_MAX_COST,
    },
  });
  await registerPublicApi(app, {
    db,
    actorOf,
    pinEmailDomain: config.PIN_EMAIL_DOMAIN,
    routes: [registerWebhookTestRoutes],
  });
  await registerWebApp(app, config.webDistDir);
  return app;
}
