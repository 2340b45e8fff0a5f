import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { codeValidationError } from './error-mapping.ts';

export interface HardeningOptions {
  production: boolean;
  maxDepth: number;
  maxCost: number;
}

/**
 * Whether the request carries an x-api-key header. Such a request only gets this far with a valid key (the API key
 * hook refuses the rest before GraphQL runs), so integrators can read the schema in the playground in production.
 */
function carriesApiKey(context: unknown): boolean {
  const request = (context as { request?: Request }).request;
  return !!request?.headers.get('x-api-key');
}

/**
 * Depth, cost, alias and token limits always; introspection and field suggestions only outside production, except
 * introspection for API-key callers.
 */
export function hardeningPlugins(options: HardeningOptions): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: { n: options.maxDepth, ignoreIntrospection: true },
    costLimit: { maxCost: options.maxCost, ignoreIntrospection: true },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
    blockFieldSuggestion: { enabled: options.production },
  });
  const codeErrors: Plugin = {
    onValidate({ addValidationRule, context }) {
      if (options.production && !carriesApiKey(context)) addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map(codeValidationError));
      };
    },
  };
  return [...(armor.protect().plugins as Plugin[]), codeErrors];
}
