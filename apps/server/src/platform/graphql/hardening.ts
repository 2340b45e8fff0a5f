import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { codeValidationError } from './error-mapping.ts';

export interface HardeningOptions {
  production: boolean;
  maxDepth: number;
  maxCost: number;
}

/** Depth, cost, alias and token limits always; introspection and field suggestions only outside production. */
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
    onValidate({ addValidationRule }) {
      if (options.production) addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map(codeValidationError));
      };
    },
  };
  return [...(armor.protect().plugins as Plugin[]), codeErrors];
}
