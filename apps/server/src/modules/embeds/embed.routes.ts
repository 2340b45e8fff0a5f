import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { OembedConfig } from '../../platform/config/oembed-config.ts';
import { AppError, fieldProblem, unauthenticated } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { createEmbedResolver } from './resolve-embed.ts';

export interface EmbedRouteDeps {
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
  oembed: OembedConfig;
}

/** Why a link has no embed, as the editor tells the author. */
const NO_EMBED = {
  notRecognised: () => new AppError('NOT_FOUND', 'errors.embedLinkNotRecognised'),
  providerDidNotAnswer: () => new AppError('UPSTREAM_FAILED', 'errors.embedProviderDidNotAnswer'),
} as const;

/** Each lookup may cost a call to a provider; an editor pastes a link now and then. */
const LOOKUPS_PER_MINUTE = 60;

/**
 * GET /api/embeds/oembed?url={page}: the player of a video or photo page (docs/product/content.md#embedded-media), for
 * signed-in people. 200 with the embed; 404 when the link is not recognised (no provider knows it, or the provider has
 * nothing to embed there); 502 when the provider could not be reached, was too slow or answered something unusable.
 */
export function registerEmbedRoutes(app: FastifyInstance, deps: EmbedRouteDeps): void {
  const resolveEmbed = createEmbedResolver(deps.oembed);
  app.get<{ Querystring: { url?: unknown } }>(
    '/api/embeds/oembed',
    perMinute(LOOKUPS_PER_MINUTE),
    async (request, reply) => {
      if (!(await deps.actorOf(request, reply))) throw unauthenticated();
      const page = request.query.url;
      if (typeof page !== 'string' || page.trim() === '') {
        throw fieldProblem('BAD_USER_INPUT', 'url', 'validation.invalidInput');
      }
      const result = await resolveEmbed(page, request.log);
      if (result.embed === null) throw NO_EMBED[result.reason]();
      reply.header('cache-control', 'private, max-age=300');
      return result.embed;
    },
  );
}
