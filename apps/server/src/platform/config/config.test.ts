import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.PIN_EMAIL_DOMAIN).toBe('pins.roadmark.local');
    expect(config.cookieSecure).toBe(false);
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['EXTERNAL_LOGIN_PROVIDERS', { EXTERNAL_LOGIN_PROVIDERS: 'not json' }],
    ['EXTERNAL_LOGIN_PROVIDERS', { EXTERNAL_LOGIN_PROVIDERS: '[{"name":"Corp SSO"}]' }],
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
});
