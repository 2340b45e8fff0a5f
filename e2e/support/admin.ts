import path from 'node:path';

/** The administrator the server seeds on first start (role group 'Roadmark staff'); the config passes these in. */
export const ADMIN = {
  email: 'admin@roadmark.test',
  password: 'E2e-Admin-Passw0rd!',
  firstName: 'Roadmark',
  lastName: 'Administrator',
} as const;

/**
 * Browser state (session cookie, local storage) saved by the setup project after signing in once; one file per server
 * port, so two e2e runs on one machine (E2E_PORT) never sign in with each other's cookie.
 */
export const ADMIN_STATE_PATH = path.join(
  import.meta.dirname,
  '..',
  '.auth',
  `admin-${process.env.E2E_PORT ?? 3100}.json`,
);
