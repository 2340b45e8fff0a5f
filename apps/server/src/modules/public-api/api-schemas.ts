/**
 * JSON schemas shared by the public REST API's routes. Fastify validates requests and serializes responses with
 * them, and @fastify/swagger turns them into the OpenAPI document, so what is documented is what is enforced.
 */

export const idSchema = { type: 'string', format: 'uuid' } as const;

/** A path holding one record id under the given name. */
export function idParams(name: string, description: string) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: { ...idSchema, description } },
  } as const;
}

const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details.',
  required: ['type', 'title', 'status', 'detail'],
  // Members the error handler adds later reach the caller too (RFC 9457 allows extension members).
  additionalProperties: true,
  properties: {
    type: { type: 'string', description: 'A URI naming the kind of problem.' },
    title: { type: 'string', description: 'The error code, such as BAD_USER_INPUT or NOT_FOUND.' },
    status: { type: 'integer' },
    detail: { type: 'string', description: 'What went wrong, in words a person can read.' },
    code: { type: 'string' },
    messageKey: {
      type: 'string',
      description: 'The message in the product translations, e.g. validation.firstNameRequired.',
    },
    errors: {
      type: 'array',
      description: 'One entry per invalid field (validation problems only).',
      items: {
        type: 'object',
        required: ['field', 'messageKey', 'message'],
        properties: { field: { type: 'string' }, messageKey: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: errors names each field and why.',
  401: 'No API key or session, or the key is not valid (unknown, wrong or deleted).',
  403: 'The key may not be used from this address, or the caller may not do this.',
  404: 'No such record in the caller’s subscription.',
  409: 'The request conflicts with the record’s state, such as an email address already in use.',
  429: 'Too many requests for this API key this minute.',
};

function problemResponse(status: number) {
  return {
    description: PROBLEM_DESCRIPTIONS[status] ?? 'A problem.',
    content: { 'application/problem+json': { schema: problemSchema } },
  };
}

/** The problem answers every route may give; the lists (without 404) and the single records (with it). */
export function problemResponses({ notFound = true, conflict = false } = {}) {
  const statuses = [400, 401, 403, ...(notFound ? [404] : []), ...(conflict ? [409] : []), 429];
  return Object.fromEntries(statuses.map((status) => [status, problemResponse(status)]));
}

export function jsonResponse(description: string, schema: object) {
  return { description, content: { 'application/json': { schema } } };
}

export const noContentResponse = { description: 'Done; there is no content to send back.', type: 'null' } as const;
