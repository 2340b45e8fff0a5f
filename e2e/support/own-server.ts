import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitUntilReady } from '../../apps/server/test/server-process.ts';
import { ADMIN } from './admin.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second Roadmark server on an empty embedded database, for the few journeys that need configuration the shared
 * server does not have (REQUIRE_STAFF_TWO_FACTOR would lock every other spec's administrator out). It serves the
 * same built web app and seeds the same administrator; `stop` ends it and removes its data.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadmark-e2e-own-'));
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    // A process group of its own, so stopping it ends npx, tsx and the server together.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_URL: baseURL,
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseURL, server, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
