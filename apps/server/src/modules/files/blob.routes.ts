import type { FastifyInstance } from 'fastify';
import { SVG_MIME_TYPE } from './accepted-media.ts';
import { blobUrl } from './blob-url.ts';
import type { FileRouteDeps } from './file-route-deps.ts';
import { findReadableBlob } from './find-readable-blob.ts';
import { sendBlob } from './send-blob.ts';

/** How long a presigned storage URL from redirectToUrl stays valid. */
const DIRECT_URL_SECONDS = 300;

/**
 * Reading stored files (/api/blobs, docs/product/api.md#rest-endpoints): the file itself, and where a browser should
 * fetch it from.
 */
export function registerBlobRoutes(app: FastifyInstance, deps: FileRouteDeps): void {
  // A registered static path wins over the `:id` route below, whatever the order.
  app.get<{ Querystring: { id?: string } }>('/api/blobs/redirectToUrl', async (request, reply) => {
    const actor = await deps.actorOf(request, reply);
    const blob = await findReadableBlob({ actor, input: { id: request.query.id ?? '' }, db: deps.db });
    // An SVG is always served by the app, under its restrictive CSP, never straight from the bucket.
    const direct =
      blob.mimeType === SVG_MIME_TYPE
        ? null
        : await deps.storage.directUrl(blob.storageReference, {
            contentType: blob.mimeType,
            expiresInSeconds: DIRECT_URL_SECONDS,
          });
    reply.header('cache-control', 'no-store');
    return reply.redirect(direct ?? blobUrl(blob.id), 302);
  });

  // HEAD is routed here too: Fastify's automatic HEAD route would read the whole file only to discard it.
  app.route<{ Params: { id: string } }>({
    method: ['GET', 'HEAD'],
    url: '/api/blobs/:id',
    handler: async (request, reply) => {
      const actor = await deps.actorOf(request, reply);
      const blob = await findReadableBlob({ actor, input: { id: request.params.id }, db: deps.db });
      return sendBlob(request, reply, blob, deps.storage);
    },
  });
}
