import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRETS_KEY } from '../crypto/secrets-key.ts';
import { ConfigError, loadConfig } from './config.ts';

const SECRETS_KEY = 'a-test-secrets-key-of-enough-length-0123456789';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.PIN_EMAIL_DOMAIN).toBe('pins.roadmark.local');
    expect(config.cookieSecure).toBe(false);
  });

  it('adds the demo content on start unless SEED_DEMO_CONTENT is false', () => {
    expect(loadConfig({}).SEED_DEMO_CONTENT).toBe(true);
    expect(loadConfig({ SEED_DEMO_CONTENT: 'false' }).SEED_DEMO_CONTENT).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_CONTENT: 'maybe' })).toThrow(/SEED_DEMO_CONTENT:/);
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('counts the site as served over HTTPS in production unless COOKIE_SECURE=false', () => {
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY }).servedOverHttps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY, COOKIE_SECURE: 'false' }).servedOverHttps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'true' }).servedOverHttps).toBe(false);
  });

  it('needs SECRETS_KEY in production on PostgreSQL, makes one beside the embedded data, and wants it long', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/roadmark' })).toThrow(
      'SECRETS_KEY: is required in production with DATABASE_URL',
    );
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadmark-secrets-'));
    const made = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).secretsKey;
    expect(made).toHaveLength(64);
    expect(fs.statSync(path.join(dataDir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).secretsKey).toBe(made);
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow('SECRETS_KEY: must be at least 32 characters');
    expect(loadConfig({}).secretsKey).toBe(DEVELOPMENT_SECRETS_KEY);
  });

  it('reads TRUSTED_PROXIES as addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow('TRUSTED_PROXIES: must be IP addresses');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['EXTERNAL_LOGIN_PROVIDERS', { EXTERNAL_LOGIN_PROVIDERS: 'not json' }],
    ['EXTERNAL_LOGIN_PROVIDERS', { EXTERNAL_LOGIN_PROVIDERS: '[{"name":"Corp SSO"}]' }],
    ['OEMBED_ENDPOINTS', { OEMBED_ENDPOINTS: 'not json' }],
    ['OEMBED_ENDPOINTS', { OEMBED_ENDPOINTS: '{"myspace":"https://myspace.example/oembed"}' }],
    ['OEMBED_ENDPOINTS', { OEMBED_ENDPOINTS: '{"youtube":"file:///etc/passwd"}' }],
    ['OEMBED_TIMEOUT_MS', { OEMBED_TIMEOUT_MS: '10' }],
  ])('stops with a message naming %s when it is invalid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}[.:]`));
  });

  it('reads external sign-in providers as a JSON array', () => {
    const provider = {
      name: 'corp',
      displayName: 'Corp SSO',
      issuer: 'https://login.corp.example',
      clientId: 'roadmark',
      clientSecret: 's3cret',
    };
    expect(loadConfig({}).externalLoginProviders).toEqual([]);
    expect(loadConfig({ EXTERNAL_LOGIN_PROVIDERS: JSON.stringify([provider]) }).externalLoginProviders).toEqual([
      provider,
    ]);
    expect(() => loadConfig({ EXTERNAL_LOGIN_PROVIDERS: JSON.stringify([provider, provider]) })).toThrow(
      /provider names must be unique/,
    );
  });

  it('reads oEmbed endpoint replacements as a JSON object by provider, with a 5-second timeout by default', () => {
    expect(loadConfig({}).oembed).toEqual({ endpoints: {}, timeoutMs: 5000, instagramAccessToken: undefined });
    const endpoints = { youtube: 'http://127.0.0.1:8080/oembed' };
    expect(loadConfig({ OEMBED_ENDPOINTS: JSON.stringify(endpoints) }).oembed.endpoints).toEqual(endpoints);
  });
});
