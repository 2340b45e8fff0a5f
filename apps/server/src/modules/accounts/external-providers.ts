import * as oidc from 'openid-client';
import type { ExternalProviderConfig } from '../../platform/config/config.ts';
import { AppError } from '../../platform/errors.ts';

/** Where every provider sends people back to; register it at the provider as the redirect URI. */
export const EXTERNAL_LOGIN_CALLBACK_PATH = '/api/account/externalLoginCallback';

/** Plain http is accepted only for a provider on this machine (a local test provider), never across a network. */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/**
 * The OpenID Connect providers configured in EXTERNAL_LOGIN_PROVIDERS. Each provider's metadata is discovered on
 * first use and kept; a failed discovery is retried on the next sign-in rather than remembered.
 */
export class ExternalProviders {
  readonly #configs: readonly ExternalProviderConfig[];
  readonly #discovered = new Map<string, Promise<oidc.Configuration>>();
  readonly redirectUri: string;

  constructor(configs: readonly ExternalProviderConfig[], publicUrl: string) {
    this.#configs = configs;
    this.redirectUri = `${publicUrl}${EXTERNAL_LOGIN_CALLBACK_PATH}`;
  }

  schemes(): { name: string; displayName: string }[] {
    return this.#configs.map(({ name, displayName }) => ({ name, displayName }));
  }

  find(name: string): ExternalProviderConfig {
    const provider = this.#configs.find((config) => config.name === name);
    if (!provider) throw new AppError('BAD_USER_INPUT', 'errors.externalProviderUnknown');
    return provider;
  }

  /** The name people know the provider by, for messages and the result's `loginProvider`. */
  displayNameOf(name: string): string {
    return this.find(name).displayName;
  }

  async client(name: string): Promise<oidc.Configuration> {
    const provider = this.find(name);
    let discovered = this.#discovered.get(name);
    if (!discovered) {
      const issuer = new URL(provider.issuer);
      discovered = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      });
      this.#discovered.set(name, discovered);
    }
    try {
      return await discovered;
    } catch (error) {
      this.#discovered.delete(name);
      throw new AppError('INTERNAL', 'errors.externalProviderUnavailable', { cause: error });
    }
  }
}
