import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const mainFile = path.resolve(import.meta.dirname, '../src/main.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * A first start migrates and seeds a new database, which takes a minute on a busy two-core machine (CI): the wait
 * ends as soon as the server answers, so the allowance costs a quiet machine nothing.
 */
const READY_WITHIN_MS = 90_000;

async function waitUntilReady(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready:\n${started.output()}`);
}

async function signIn(port: number, email: string, password: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1' },
    body: JSON.stringify({ email, password }),
  });
}

describe('the server process (npm start)', () => {
  it(
    'seeds once, prints a generated password once, keeps its data across restarts and stops cleanly',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'roadmark-main-'));
      const port = 3900 + Math.floor(Math.random() * 90);
      const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: 'first@roadmark.test', ADMIN_PASSWORD: '' };

      const first = startServer(env);
      await waitUntilReady(port, first);
      const password = /password:\s+(\S+)/.exec(first.output())?.[1];
      expect(first.output()).toMatch(/added the demo content/);
      expect(password).toBeDefined();
      const login = await signIn(port, 'first@roadmark.test', password!);
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const create = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1', cookie },
        body: JSON.stringify({ query: 'mutation { createQuestionTag(model: { name: "Survives restarts" }) { id } }' }),
      });
      expect((await create.json()).data.createQuestionTag.id).toBeDefined();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = startServer(env);
      await waitUntilReady(port, second);
      expect(second.output()).not.toMatch(/password:|demo content/);
      const list = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-roadmark-csrf': '1', cookie },
        body: JSON.stringify({ query: '{ questionTags { name } }' }),
      });
      // The demo content (SEED_DEMO_CONTENT defaults to true) came on the first start only: one Demo tag.
      expect((await list.json()).data.questionTags).toEqual([{ name: 'Demo' }, { name: 'Survives restarts' }]);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    },
    3 * READY_WITHIN_MS,
  );

  it(
    'refuses to start with a message naming an invalid variable',
    async () => {
      const started = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'roadmark-bad-')) });
      expect(await started.exited).toBe(1);
      expect(started.output()).toMatch(/Invalid configuration:\s+PORT:/);
    },
    READY_WITHIN_MS,
  );
});
