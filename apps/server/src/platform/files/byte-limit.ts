import { Readable } from 'node:stream';

export class FileTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/**
 * Passes the source through as a stream, failing it as soon as more than maxBytes have passed. It remembers why the
 * source failed, so a driver can report that rather than the error of its own clean-up (an aborted S3 upload).
 */
export function meteredSource(source: AsyncIterable<Buffer>, maxBytes: number) {
  const state = { bytes: 0, failure: undefined as unknown };
  async function* pass() {
    try {
      for await (const chunk of source) {
        state.bytes += chunk.length;
        if (state.bytes > maxBytes) throw new FileTooLargeError(maxBytes);
        yield chunk;
      }
    } catch (error) {
      state.failure = error;
      throw error;
    }
  }
  return { stream: Readable.from(pass(), { objectMode: false }), state };
}
