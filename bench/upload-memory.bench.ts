import { type ChildProcess, fork } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { paddedMp4Chunks } from '../apps/server/test/media-samples.ts';
import { startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';

const MB = 1024 * 1024;
const ROUNDS = 3;
const SAMPLE_EVERY_MS = 10;
/** Informational: memory counts as flat when the 500 MB upload grows the process less than this multiple of the 200 MB one. */
const LEVELS_OFF_WITHIN = 1.5;

/** Smallest growth the control must show, or the measurement cannot see buffering and the run fails. */
const CONTROL_MIN_GROWTH = 150 * MB;

interface Case {
  key: string;
  label: string;
  bytes: number;
  /** The control: no upload; the server process reads the whole file into one Buffer, as a buffering upload would. */
  control?: boolean;
}

const CASES: readonly Case[] = [
  { key: 'a', label: 'upload a 20 MB video', bytes: 20 * MB },
  { key: 'b', label: 'upload a 200 MB video', bytes: 200 * MB },
  { key: 'c', label: 'upload a 500 MB video (the default limit)', bytes: 500 * MB },
  { key: 'd', label: 'control: read 200 MB into memory', bytes: 200 * MB, control: true },
];

/** What the server process reports about one upload. */
interface ServerMemory {
  /** Peak growth over the level just before the upload (after a GC), sampled every 10 ms. */
  rss: number;
  heap: number;
  /** Buffers outside the V8 heap (external + array buffers): where streamed chunks live until collected. */
  offHeap: number;
  /** The process's high-water RSS since it started, before and after the upload (startup included). */
  maxRssBefore: number;
  maxRssAfter: number;
}

type ToServer = { type: 'start' } | { type: 'stop' } | { type: 'exit' } | { type: 'buffer'; file: string };
type FromServer =
  | { type: 'ready'; port: number; cookie: string }
  | { type: 'started' }
  | { type: 'buffered'; bytes: number }
  | ({ type: 'memory' } & ServerMemory);

/**
 * Collects garbage until the process's memory stops shrinking: backing stores of freed buffers are released after
 * the collection, and a baseline taken too early would hide what the case itself allocates.
 */
async function settle(collectGarbage: () => void): Promise<void> {
  let previous = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 10; i++) {
    collectGarbage();
    await delay(100);
    const { rss } = process.memoryUsage();
    if (rss > previous - MB) return;
    previous = rss;
  }
}

/** The server side: the real app on a fresh in-memory database, in a process of its own, measuring itself. */
async function serve(dataDir: string): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const collectGarbage = vm.runInNewContext('gc') as () => void;
  const database = await openBenchDatabase();
  const signedIn = await startSignedInApp(database.handle, { DATA_DIR: dataDir });
  await signedIn.app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: FromServer) => process.send?.(message);
  const maxRss = () => process.resourceUsage().maxRSS * 1024;
  let stopSampling = () => ({}) as ServerMemory;
  let held: Buffer | undefined;

  process.on('message', async (message: ToServer) => {
    if (message.type === 'start') {
      await settle(collectGarbage);
      const start = process.memoryUsage();
      // `external` includes the array buffers (Buffer contents).
      const offHeapOf = (m: NodeJS.MemoryUsage) => m.external;
      const peak: ServerMemory = { rss: 0, heap: 0, offHeap: 0, maxRssBefore: maxRss(), maxRssAfter: 0 };
      const sample = () => {
        const now = process.memoryUsage();
        peak.rss = Math.max(peak.rss, now.rss - start.rss);
        peak.heap = Math.max(peak.heap, now.heapUsed - start.heapUsed);
        peak.offHeap = Math.max(peak.offHeap, offHeapOf(now) - offHeapOf(start));
      };
      const timer = setInterval(sample, SAMPLE_EVERY_MS);
      stopSampling = () => {
        clearInterval(timer);
        sample();
        return { ...peak, maxRssAfter: maxRss() };
      };
      send({ type: 'started' });
    } else if (message.type === 'buffer') {
      held = await readFile(message.file);
      send({ type: 'buffered', bytes: held.length });
    } else if (message.type === 'stop') {
      send({ type: 'memory', ...stopSampling() });
      held = undefined;
    } else {
      await signedIn.app.close();
      await database.close();
      process.disconnect();
    }
  });
  const port = (signedIn.app.server.address() as AddressInfo).port;
  send({ type: 'ready', port, cookie: signedIn.cookie });
}

class ServerProcess {
  private readonly child: ChildProcess;
  private readonly waiting: ((message: FromServer) => void)[] = [];

  constructor(dataDir: string) {
    this.child = fork(import.meta.filename, ['--serve', dataDir], { execArgv: ['--import', 'tsx'] });
    this.child.on('message', (message: FromServer) => this.waiting.shift()?.(message));
  }

  next<T extends FromServer['type']>(type: T, send?: ToServer): Promise<Extract<FromServer, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
      this.waiting.push((message) =>
        message.type === type ? resolve(message as never) : reject(new Error(`expected ${type}, got ${message.type}`)),
      );
      if (send) this.child.send(send);
    });
  }

  async exit(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'exit' } satisfies ToServer);
    await exited;
  }
}

/** The browser's side: streams the file from disk as a multipart upload in the field `files`. */
function upload(port: number, cookie: string, file: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = 'roadmark-bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/files/upload?purpose=content',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
        'x-roadmark-csrf': '1',
        cookie,
      },
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
    });
    request.on('error', reject);
    request.write(head);
    createReadStream(file)
      .on('end', () => request.end(tail))
      .pipe(request, { end: false });
  });
}

interface Measured {
  key: string;
  label: string;
  memory: ServerMemory[];
  seconds: number[];
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** The file's bytes sent as an upload; every byte must reach the disk before the numbers count. */
async function uploadAndCheck(spec: Case, file: string, dataDir: string, server: { port: number; cookie: string }) {
  const answer = await upload(server.port, server.cookie, file, spec.bytes);
  if (answer.status !== 200) throw new Error(`${spec.label}: the upload answered ${answer.status}: ${answer.body}`);
  const [blob] = JSON.parse(answer.body) as { mimeType: string; storageReference: string }[];
  const onDisk = blob ? (await stat(path.join(dataDir, 'files', blob.storageReference))).size : -1;
  if (blob?.mimeType !== 'video/mp4' || onDisk !== spec.bytes) {
    throw new Error(`${spec.label}: stored ${onDisk} bytes as ${blob?.mimeType}, expected ${spec.bytes} of video/mp4`);
  }
}

/** One case in a fresh server process, which measures its own memory while the case runs. */
async function measureOne(spec: Case, file: string, dataDir: string) {
  const server = new ServerProcess(dataDir);
  try {
    const ready = await server.next('ready');
    await server.next('started', { type: 'start' });
    const started = performance.now();
    if (spec.control) {
      const { bytes } = await server.next('buffered', { type: 'buffer', file });
      if (bytes !== spec.bytes) throw new Error(`${spec.label}: read ${bytes} bytes, expected ${spec.bytes}`);
    } else {
      await uploadAndCheck(spec, file, dataDir, ready);
    }
    const seconds = (performance.now() - started) / 1000;
    const { type: _type, ...memory } = await server.next('memory', { type: 'stop' });
    return { memory, seconds };
  } finally {
    await server.exit();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(measured: Measured[]): string {
  const header = ['case', 'rounds', 'peak RSS +MB', 'heap +MB', 'off-heap +MB', 'max RSS MB before/after', 'median s'];
  const rows = measured.map((m) => [
    `${m.key}. ${m.label}`,
    String(m.memory.length),
    mb(median(m.memory.map((x) => x.rss))),
    mb(median(m.memory.map((x) => x.heap))),
    mb(median(m.memory.map((x) => x.offHeap))),
    `${mb(median(m.memory.map((x) => x.maxRssBefore)))} / ${mb(median(m.memory.map((x) => x.maxRssAfter)))}`,
    median(m.seconds).toFixed(2),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

async function benchUploadMemory(): Promise<boolean> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'roadmark-bench-uploads-'));
  try {
    console.log(`PGlite (in memory) in each server process; files on local disk under ${workDir}`);
    const files = new Map<number, string>();
    for (const bytes of new Set(CASES.map((spec) => spec.bytes))) {
      const file = path.join(workDir, `video-${bytes / MB}MB.mp4`);
      await pipeline(paddedMp4Chunks(bytes), createWriteStream(file));
      files.set(bytes, file);
    }
    const measured: Measured[] = CASES.map((spec) => ({ key: spec.key, label: spec.label, memory: [], seconds: [] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, spec] of CASES.entries()) {
        const result = await measureOne(spec, files.get(spec.bytes)!, path.join(workDir, `data-${round}-${spec.key}`));
        measured[index]!.memory.push(result.memory);
        measured[index]!.seconds.push(result.seconds);
      }
    }
    console.log(
      `\n${ROUNDS} rounds, cases interleaved; each upload goes to a fresh server process, which measures itself.`,
    );
    console.log('The client streams the file from disk in this process. Growth is over the level just before the');
    console.log(
      'upload (after a GC), sampled every 10 ms; max RSS is the process high-water mark, startup included.\n',
    );
    console.log(report(measured));
    const [small, large, largest, control] = measured.map((m) => median(m.memory.map((x) => x.rss)));
    if (control! < CONTROL_MIN_GROWTH) {
      console.error(`The control grew only ${mb(control!)} MB: this measurement cannot see buffering.`);
      return false;
    }
    const ratio = (top: number, bottom: number) => (top / Math.max(bottom, MB)).toFixed(2);
    console.log(
      `\npeak RSS growth b/a = ${ratio(large!, small!)}x for 10x the bytes (a growth counts as 1 MB at least)`,
    );
    console.log(`peak RSS growth c/b = ${ratio(largest!, large!)}x for 2.5x the bytes`);
    const levelsOff = largest! < LEVELS_OFF_WITHIN * large!;
    console.log(
      `memory levels off (c under ${LEVELS_OFF_WITHIN}x b, so it does not grow with the file): ` +
        `${levelsOff ? 'yes' : 'no'} (informational; the benchmark never fails on memory)`,
    );
    console.log(`the control (d) grew ${mb(control!)} MB, so the measurement does see a file held in memory`);
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3]!);
} else {
  process.exitCode = (await benchUploadMemory()) ? 0 : 1;
}
