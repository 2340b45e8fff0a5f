import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { containsNulCharacter, nulCharacterRefused } from '../http/nul-byte-guard.ts';

/**
 * Refuses a NUL character anywhere in the query, its variables or extensions with a 400 before the query is parsed.
 * The HTTP guard already refuses JSON bodies and query strings; this covers what Yoga reads itself (multipart).
 */
export function refuseNulCharacters(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (!containsNulCharacter(params)) return;
      const refused = nulCharacterRefused();
      setResult({
        errors: [
          new GraphQLError(refused.message, { extensions: { ...refused.toExtensions(), http: { status: 400 } } }),
        ],
      });
    },
  };
}
