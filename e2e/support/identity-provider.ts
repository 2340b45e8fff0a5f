/** The e2e run's OpenID provider: one port above Roadmark's, named as Roadmark's configuration names it. */
export function identityProvider(roadmarkPort: number) {
  const port = roadmarkPort + 1;
  const issuer = `http://127.0.0.1:${port}`;
  return {
    port,
    issuer,
    displayName: 'Corp SSO',
    providersEnv: JSON.stringify([
      {
        name: 'corp',
        displayName: 'Corp SSO',
        issuer,
        clientId: 'roadmark',
        clientSecret: 'roadmark-test-client-secret',
      },
    ]),
  };
}
