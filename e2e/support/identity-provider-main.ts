import { startTestIdentityProvider } from '../../apps/server/test/test-identity-provider.ts';

/** The OpenID provider the e2e run signs in with (Playwright starts it as a web server next to Roadmark). */
const port = Number(process.env.IDP_PORT);
const redirectUri = process.env.IDP_REDIRECT_URI;
if (!port || !redirectUri) throw new Error('IDP_PORT and IDP_REDIRECT_URI are required');

const provider = await startTestIdentityProvider({ port, redirectUris: [redirectUri] });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void provider.close().then(() => process.exit(0));
  });
}
