import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, for tests of external sign-in. Anyone
 * may sign in with any login and password on its development sign-in page. The login becomes the subject and, when
 * it looks like an email, the email; a login containing `+unverified` gets `email_verified: false`. Names come from
 * the email's local part: `jo.bloggs@...` is Jo Bloggs.
 */
export interface TestIdentityProvider {
  issuer: string;
  /** The entry for EXTERNAL_LOGIN_PROVIDERS. */
  providerConfig(name: string, displayName: string): Record<string, string>;
  close(): Promise<void>;
}

export const TEST_IDP_CLIENT = { clientId: 'roadmark', clientSecret: 'roadmark-test-client-secret' };

function capitalise(part: string): string {
  return part.charAt(0).toUpperCase() + part.slice(1);
}

export function claimsForLogin(login: string) {
  const email = login.includes('@') ? login : `${login}@idp.test`;
  const [givenName = login, familyName = ''] = (email.split('@')[0] ?? '').split('+')[0]?.split('.') ?? [];
  return {
    sub: login,
    email,
    email_verified: !login.includes('+unverified'),
    given_name: capitalise(givenName),
    family_name: capitalise(familyName),
    name: [givenName, familyName].filter(Boolean).map(capitalise).join(' '),
  };
}

export async function startTestIdentityProvider(options: {
  redirectUris: string[];
  port?: number;
  host?: string;
}): Promise<TestIdentityProvider> {
  let handler: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handler(request, response));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_IDP_CLIENT.clientId,
        client_secret: TEST_IDP_CLIENT.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    cookies: { keys: ['test-identity-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { Session: 3600, Grant: 3600, Interaction: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsForLogin(id) }),
    // Consent is not what these tests are about: Roadmark gets the scopes it asks for.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  handler = provider.callback();

  return {
    issuer,
    providerConfig: (name, displayName) => ({
      name,
      displayName,
      issuer,
      clientId: TEST_IDP_CLIENT.clientId,
      clientSecret: TEST_IDP_CLIENT.clientSecret,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the browser at the provider: from Roadmark's authorization redirect, through the provider's sign-in form,
 * to the redirect back to Roadmark (returned). Cookies are kept between the provider's pages.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuerOrigin) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`The provider showed a page without a form: ${page.slice(0, 500)}`);
    const submitted = await fetch(new URL(action.replaceAll('&amp;', '&'), url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
    });
    remember(submitted);
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`The provider did not accept the sign-in: ${submitted.status}`);
    url = new URL(next, url);
    if (url.origin !== issuerOrigin) return url;
  }
  throw new Error('The provider never sent the browser back');
}
