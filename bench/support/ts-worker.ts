import { type MessagePort, Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module. A thread does not inherit tsx's loader from the benchmark's own
 * thread (Node 20), so it loads the file through tsx's API.
 */
export function startTsWorker(moduleUrl: URL): Worker {
  const source = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(moduleUrl.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(source, { eval: true });
}

/** Sends one message to a worker and waits for its answer: `{ result }`, or `{ error }` which rejects. */
export function askWorker<T>(worker: Worker, message: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { result?: T; error?: string }) => {
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.result as T);
    });
    worker.postMessage(message);
  });
}

/** Answers each message with `{ result }`, or `{ error }` when the handler throws; `{ close: true }` ends the thread. */
export function serveWorkerMessages<M>(
  port: MessagePort,
  handle: (message: M) => Promise<unknown>,
  close: () => Promise<unknown> = async () => {},
): void {
  port.on('message', (message: M & { close?: true }) => {
    if (message.close) {
      void close().then(() => port.close());
      return;
    }
    handle(message).then(
      (result) => port.postMessage({ result }),
      (error: unknown) =>
        port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
}

/** Asks a worker served by `serveWorkerMessages` to close, and waits until its thread has ended. */
export async function stopWorker(worker: Worker): Promise<void> {
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.postMessage({ close: true });
  await exited;
}
