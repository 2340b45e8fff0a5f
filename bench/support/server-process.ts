import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, waitUntilReady } from '../../apps/server/test/server-process.ts';

const MAIN = path.join(import.meta.dirname, '../../apps/server/src/main.ts');
const CLOCK_TICKS_PER_SECOND = 100;

export interface ServerProcess {
  origin: string;
  pid: number;
  /** CPU seconds the process has used so far (user + system), read from /proc. */
  cpuSeconds(): number;
  stop(): Promise<void>;
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
    await waitUntilReady(origin, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; its last output:\n${output}`);
  }
  return { origin, pid: child.pid!, cpuSeconds: () => cpuSecondsOf(child.pid!) ?? 0, stop };
}
