import { generate } from 'otplib';
import type { useAccountsApp } from './accounts-harness.ts';
import type { BuiltUser } from './factories.ts';

type Post = ReturnType<typeof useAccountsApp>['post'];

/** The code an authenticator app shows `offsetSeconds` from now (a later step than any code used so far). */
export const codeAt = (secret: string, offsetSeconds: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Turns two-factor sign-in on through the API, as the profile's Two-factor tab does. */
export async function turnOnTwoFactor(post: Post, user: Pick<BuiltUser, 'cookie'>) {
  const setup = await post('/api/account/twoFactor/setup', {}, { cookie: user.cookie });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post(
    '/api/account/twoFactor/enable',
    { code: await codeAt(secret, 0) },
    { cookie: user.cookie },
  );
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/** The cookie header naming one cookie a response set. */
export function cookieNamed(response: { headers: Record<string, unknown> }, name: string): string {
  const raw = response.headers['set-cookie'];
  const cookies = (Array.isArray(raw) ? raw : [raw ?? '']) as string[];
  return (cookies.find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0] ?? '';
}
