import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { Client } from 'undici';
import type { LoadRequest, LoadRun, LoadRunResult } from './load-generator.ts';
import { serveWorkerMessages } from './ts-worker.ts';

/**
 * The load generator's thread: one keep-alive connection per client, each sending its next request as soon as the
 * last answer is read, until the run's time is up. It lives apart from the server's thread so that, on a machine
 * with two cores, generating the load does not queue behind the server's own work on one event loop.
 */
const clients = new Map<string, Client>();

function clientFor(origin: string, index: number): Client {
  const key = `${index}@${origin}`;
  let client = clients.get(key);
  if (!client) {
    client = new Client(origin, { pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 60_000 });
    clients.set(key, client);
  }
  return client;
}

/** Why an answer is wrong, or null when it is what the case expects. */
function problemOf(request: LoadRequest, status: number, body: string): string | null {
  if (status !== request.expect.status) return `HTTP ${status}: ${body.slice(0, 200)}`;
  if (request.expect.exact !== undefined && body !== request.expect.exact) return `answered ${body.slice(0, 200)}`;
  if (body.includes('"errors"')) return `GraphQL errors: ${body.slice(0, 200)}`;
  for (const part of request.expect.contains ?? []) {
    if (!body.includes(part)) return `no ${part} in ${body.slice(0, 200)}`;
  }
  return null;
}

async function runClient(run: LoadRun, index: number, deadline: number, result: LoadRunResult): Promise<void> {
  const request = run.requests[index % run.requests.length]!;
  const client = clientFor(run.origins[index % run.origins.length]!, index);
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await client.request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.body,
    });
    const body = await response.body.text();
    result.latenciesMs.push(performance.now() - started);
    const problem = problemOf(request, response.statusCode, body);
    if (problem) {
      result.wrong++;
      if (result.problems.length < 5) result.problems.push(`client ${index + 1}: ${problem}`);
    }
  }
}

async function runLoad(run: LoadRun): Promise<LoadRunResult> {
  const result: LoadRunResult = { latenciesMs: [], elapsedMs: 0, wrong: 0, problems: [], busy: 0 };
  const utilisation = performance.eventLoopUtilization();
  const started = performance.now();
  const deadline = started + run.durationMs;
  await Promise.all(Array.from({ length: run.clients }, (_, index) => runClient(run, index, deadline, result)));
  result.elapsedMs = performance.now() - started;
  result.busy = performance.eventLoopUtilization(utilisation).utilization;
  return result;
}

serveWorkerMessages<{ run: LoadRun }>(
  parentPort!,
  (message) => runLoad(message.run),
  () => Promise.all([...clients.values()].map((client) => client.close())),
);
