import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { OembedConfig } from '../../platform/config/oembed-config.ts';
import { fieldProblem, unauthenticated } from '../../platform/errors.ts';
import { perMinute } from '../../platform/http/rate-limit.ts';
import { createEmbedResolver } from './resolve-embed.ts';

export interface EmbedRouteDeps {
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
  oembed: OembedConfig;
}

/** Each lookup may cost a call to a provider; an editor pastes a link now and then. */
const LOOKUPS_PER_MINUTE = 60;

/**
 * GET /api/embeds/oembed?url={page}: the player of a video or photo page (spec 1 §7.3), for signed-in people.
 * 200 with the embed, or 204 when there is none (unknown provider, provider refused, failed or too slow).
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
      const embed = await resolveEmbed(page, request.log);
      reply.header('cache-control', 'private, max-age=300');
      if (!embed) return reply.status(204).send();
      return embed;
    },
  );
}
