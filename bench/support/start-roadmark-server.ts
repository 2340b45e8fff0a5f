import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitUntilReady } from '../../apps/server/test/server-process.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RoadmarkServer {
  baseUrl: string;
  admin: { email: string; password: string };
  /** Ends the server's process group and removes its data; safe to call twice. */
  stop(): Promise<void>;
}

function tail(file: string, lines: number): string {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * The real server as it is deployed (`apps/server/src/main.ts`, production mode, serving the built web app) on a
 * fresh embedded database in a temporary directory, with the demo content seeded and an administrator of its own.
 * Cookies are not marked Secure, because the pages are loaded over plain http on loopback. `webDistDir` serves
 * another build of the web app than apps/web/dist.
 */
export async function startRoadmarkServer(
  options: { port?: number; webDistDir?: string } = {},
): Promise<RoadmarkServer> {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: build the web app first with `npm run build`');
  }
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadmark-lighthouse-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const admin = { email: 'lighthouse-admin@roadmark.test', password: `Lh-${randomBytes(12).toString('hex')}-1` };
  // Settings of the shell this runs in that would point the server elsewhere: another database, or a real SMTP
  // server, which would take the invite emails out of the built-in mailbox the set-up reads.
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env;
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    // A process group of its own, so stopping it ends npx, tsx and the server together.
    detached: true,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(dataDir, 'data'),
      COOKIE_SECURE: 'false',
      SECRETS_KEY: randomBytes(48).toString('base64'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      // The set-up signs four people in and accepts four invites within a minute.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
      ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    },
  });
  fs.closeSync(log);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, server, 180_000);
  } catch (error) {
    console.error(`The server's last log lines:\n${tail(logFile, 30)}`);
    await stop();
    throw error;
  }
  return { baseUrl, admin, stop };
}
