import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const MAIN = path.join(import.meta.dirname, '../../apps/server/src/main.ts');
const CLOCK_TICKS_PER_SECOND = 100;

export interface ServerProcess {
  origin: string;
  pid: number;
  /** CPU seconds the process has used so far (user + system), read from /proc. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** A port nothing listens on now, from the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * utime + stime of a process on this machine, in seconds: fields 14 and 15 of /proc/{pid}/stat (Linux); null when
 * the process has gone.
 */
export function cpuSecondsOf(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function waitUntilReady(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await delay(250);
  }
  throw new Error(`the server at ${origin} was not ready within 2 minutes:\n${output()}`);
}

/**
 * A real server process, as `npm start` runs it (`main.ts`: migrate, seed, listen), on a port of its own with the
 * given environment; answers once /readyz says the database answers.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: path.dirname(MAIN),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, delay(15_000)]);
  };
  try {
    await waitUntilReady(origin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid!, cpuSeconds: () => cpuSecondsOf(child.pid!) ?? 0, stop };
}
