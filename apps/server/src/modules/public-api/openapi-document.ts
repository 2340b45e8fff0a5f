import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { API_KEY_HEADER } from '../sdk-clients/api-key.hook.ts';
import { PUBLIC_API_PREFIX } from './public-api-context.ts';

const DESCRIPTION = `The Roadmark REST API: the people, teams, licensed assessments, assignments and session results of
your subscription.

**Authentication.** Send an application API key (from Manage > API/SDK) in the \`${API_KEY_HEADER}\` header. Each key
works only from its own allowed IP addresses and acts in its own subscription as a driver manager: it reads and changes
drivers, reads teams, and assigns what the subscription licenses.

**Errors** are [RFC 9457](https://www.rfc-editor.org/rfc/rfc9457) problem details (\`application/problem+json\`):
\`type\`, \`title\`, \`status\` and \`detail\`, and for invalid input an \`errors\` list naming each field. A record
of another subscription answers 404.

**Lists** take \`offset\` and \`first\` (at most 1000) and answer \`{ items, offset, first, hasMore }\`.`;

/** The @fastify/swagger options of the public API's OpenAPI document. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: { title: 'Roadmark REST API', version: '1.0', description: DESCRIPTION },
    tags: [
      { name: 'People', description: 'Drivers of the subscription.' },
      { name: 'Teams', description: 'Teams of the subscription (read-only).' },
      { name: 'Assessments', description: 'Assessments and training modules licensed to the subscription.' },
      { name: 'Assignments', description: 'Who must take which assessment, by when.' },
      { name: 'Sessions', description: 'Attempts at assessments and training, with their stored results.' },
      { name: 'Webhooks', description: 'Test calls to the webhooks of the caller’s own application.' },
    ],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } },
    },
    security: [{ apiKey: [] }],
    externalDocs: { description: 'GraphQL playground', url: '/api/graphql-playground/index.html' },
  },
  // Operation ids from method and path, so generated clients get stable names (GET /people/{userId} -> getPeopleUserId).
  transform: ({ schema, url, route }) => ({
    schema: { operationId: operationIdOf(route.method, url), ...schema },
    url,
  }),
};

function operationIdOf(method: string | string[], url: string): string {
  const verb = (Array.isArray(method) ? method[0]! : method).toLowerCase();
  const words = url
    .slice(PUBLIC_API_PREFIX.length)
    .split(/[/{}:]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return verb + words.join('');
}
