import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { blobReferenceView } from './blob-reference-view.ts';
import type { FileRouteDeps } from './file-route-deps.ts';
import { multipartFiles } from './multipart-files.ts';
import { uploadDataUrl } from './upload-data-url.ts';
import { MAX_FILES_PER_UPLOAD, uploadFiles } from './upload-files.ts';

const MULTIPART = 'multipart/form-data';

/** How long a client may go on sending the body of a refused upload before its connection is cut. */
const DRAIN_SECONDS = 10;

/**
 * A refused upload is answered before its body has all arrived. The rest is no longer fed to the parser but read
 * and discarded, so the client is not stalled mid-send and reads the answer (closing at once would reset the
 * connection under it and lose the answer); a client still sending after DRAIN_SECONDS is cut off.
 */
function drainAfterRefusal(request: FastifyRequest, reply: FastifyReply): void {
  const body = request.raw;
  if (reply.statusCode < 400 || body.complete) return;
  body.unpipe();
  body.resume();
  const cutOff = setTimeout(() => {
    if (!body.complete) body.destroy();
  }, DRAIN_SECONDS * 1000);
  cutOff.unref();
  body.once('end', () => clearTimeout(cutOff));
}

/**
 * Room for the base64 (4 characters per 3 bytes) of an image a megabyte over the limit, so a slightly large image
 * gets the image limit's own message; only a body far larger is cut off unread.
 */
function dataUrlBodyLimit(imageBytes: number): number {
  return Math.ceil((imageBytes + 1024 * 1024) / 3) * 4 + 1024;
}

/**
 * Uploads (docs/product/api.md#rest-endpoints): multipart `files`, and one data URL from the rich-text editor. Both
 * need a signed-in user.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: FileRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    // Multipart is parsed for real only in this scope; /graphql keeps its own no-op parser for the type.
    if (scope.hasContentTypeParser(MULTIPART)) scope.removeContentTypeParser(MULTIPART);
    await scope.register(fastifyMultipart, {
      limits: {
        // Our own limit per kind (sniffed) applies first; this only stops a runaway part well past it.
        fileSize: Math.max(deps.limits.imageBytes, deps.limits.videoBytes) + 1024 * 1024,
        files: MAX_FILES_PER_UPLOAD + 1,
        fields: 20,
        fieldSize: 1024,
        headerPairs: 100,
      },
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      drainAfterRefusal(request, reply);
      return payload;
    });
    scope.post<{ Querystring: { purpose?: string } }>(
      '/api/files/upload',
      perMinute(deps.uploadsPerMinute),
      async (request, reply) => {
        const actor = await deps.actorOf(request, reply);
        const blobs = await uploadFiles({
          actor,
          input: { files: multipartFiles(request), purpose: request.query.purpose },
          db: deps.db,
          storage: deps.storage,
          limits: deps.limits,
        });
        return blobs.map(blobReferenceView);
      },
    );
  });

  app.post<{ Querystring: { filename?: string; purpose?: string } }>(
    '/api/files/uploadDataUrl',
    { bodyLimit: dataUrlBodyLimit(deps.limits.imageBytes), ...perMinute(deps.uploadsPerMinute) },
    async (request, reply) => {
      const actor = await deps.actorOf(request, reply);
      const { filename, purpose } = request.query;
      const blobs = await uploadDataUrl({
        actor,
        input: { body: request.body, filename, purpose },
        db: deps.db,
        storage: deps.storage,
        limits: deps.limits,
      });
      return blobs.map(blobReferenceView);
    },
  );
}
