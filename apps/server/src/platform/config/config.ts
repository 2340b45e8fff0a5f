import path from 'node:path';
import { isAllowListEntry } from '@roadmark/domain/integrations/ip-allow-list';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@roadmark/domain/messages';
import { DEFAULT_PIN_EMAIL_DOMAIN } from '@roadmark/domain/pin';
import { z } from 'zod';
import { resolveSecretsKey } from '../crypto/secrets-key.ts';
import { checkFileStorageEnv, fileStorageConfig, fileStorageEnv, uploadLimits } from '../files/file-storage-config.ts';
import { outboundConfig, outboundEnv } from '../outbound/outbound-config.ts';
import { oembedConfig, oembedEnv } from './oembed-config.ts';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** One OpenID Connect sign-in provider (its name, display name, issuer, client id and secret). */
const externalProviderSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,40}$/, 'name must be 1-40 lower-case letters, digits or dashes'),
  displayName: z.string().min(1).max(60),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
export type ExternalProviderConfig = z.infer<typeof externalProviderSchema>;

const externalProvidersSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of sign-in providers' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(externalProviderSchema)
      .refine((list) => new Set(list.map((p) => p.name)).size === list.length, 'provider names must be unique'),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email().default('admin@roadmark.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  PIN_EMAIL_DOMAIN: z.string().min(3).default(DEFAULT_PIN_EMAIL_DOMAIN),
  COOKIE_SECURE: booleanString.optional(),
  SESSION_DAYS_REMEMBERED: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PIN_SIGN_IN_FAILURES_PER_HOUR: z.coerce.number().int().min(1).default(100),
  PIN_CHALLENGE_COST: z.coerce.number().int().min(1).max(100_000).default(500),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).default(12),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(20000),
  GRAPHQL_FIELDS_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  RUN_WORKER: booleanString.default(true),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  OUTBOX_FIRST_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  PUBLIC_URL: z
    .url({ message: 'must be the address people use to reach Roadmark, like https://roadmark.example' })
    .optional(),
  WEBSITE_URL: z.url({ message: 'must be the address of your website, like https://www.example.com' }).optional(),
  PROBLEM_TYPE_BASE_URL: z
    .url({ message: 'must be the address under which your problem pages are, like https://docs.example.com/problems' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Roadmark <no-reply@roadmark.local>'),
  REGISTRATION_ENABLED: booleanString.default(true),
  /** Staff (role Administration) without two-factor sign-in may only set it up or sign out until it is on. */
  REQUIRE_STAFF_TWO_FACTOR: booleanString.default(false),
  ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  EXTERNAL_LOGIN_PROVIDERS: externalProvidersSchema.optional(),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  EXPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SEED_DEMO_CONTENT: booleanString.default(true),
  DEFAULT_LOCALE: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE),
  REMINDERS_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
  SECRETS_KEY: z
    .string()
    .min(32, 'must be at least 32 characters; generate one with: openssl rand -base64 48')
    .optional(),
  TRUSTED_PROXIES: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .refine((entries) => entries.every(isAllowListEntry), 'must be IP addresses or CIDR ranges, separated by commas')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters; generate one with: openssl rand -base64 32')
    .optional(),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
  ...fileStorageEnv,
  ...oembedEnv,
  ...outboundEnv,
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** Reads and checks the environment; a bad value stops start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const values = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.superRefine(checkFileStorageEnv).safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = c.DATA_DIR ? path.resolve(c.DATA_DIR) : path.join(repoRoot, 'data');
  const secretsKey = resolveSecretsKey({
    secretsKey: c.SECRETS_KEY,
    production: c.NODE_ENV === 'production',
    databaseUrl: c.DATABASE_URL,
    dataDir,
  });
  if (typeof secretsKey !== 'string') {
    throw new ConfigError(`Invalid configuration:\n  SECRETS_KEY: ${secretsKey.problem}`);
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const cookieSecure = c.COOKIE_SECURE ?? c.NODE_ENV === 'production';
  return {
    ...c,
    isProduction: c.NODE_ENV === 'production',
    dataDir,
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    cookieSecure,
    // Whether browsers are to be told the site is HTTPS only (HSTS, and the upgrade of every http:// request the
    // page makes): in production unless COOKIE_SECURE=false says it is served over plain HTTP, where those headers
    // would turn every script request into one that fails and leave a blank page.
    servedOverHttps: c.NODE_ENV === 'production' && cookieSecure,
    externalLoginProviders: c.EXTERNAL_LOGIN_PROVIDERS ?? [],
    publicUrl,
    // The footer's website link goes here (through /api/website); by default, Roadmark's own home page.
    websiteUrl: c.WEBSITE_URL ?? `${publicUrl}/`,
    // Problem details name their type under this base; by default the pages Roadmark serves at /api/problems.
    problemTypeBaseUrl: (c.PROBLEM_TYPE_BASE_URL ?? `${publicUrl}/api/problems`).replace(/\/$/, ''),
    fileStorage: fileStorageConfig(c, dataDir),
    uploadLimits: uploadLimits(c),
    oembed: oembedConfig(c),
    outbound: outboundConfig(c),
    secretsKey,
    trustedProxies: c.TRUSTED_PROXIES ?? [],
  };
}
