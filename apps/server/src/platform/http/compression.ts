import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: below about a kilobyte the encoding saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses every text answer above the threshold with brotli or gzip, whichever the browser prefers: API JSON,
 * GraphQL, exports, and the GraphiQL and Swagger UI bundles. The built web app's files are compressed once at build
 * time (apps/web/scripts/precompress-dist.ts) and served as they are, so this only runs for what is made per request.
 * Media (video, images) are not text and partial answers (range requests) are never encoded.
 *
 * Request bodies are never inflated: a small compressed upload could otherwise unpack far past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
