import { translateMessage } from '@roadmark/domain/messages';
import {
  type DefinitionNode,
  type DocumentNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

const WINDOW_MS = 60_000;

/** Root fields of an operation, aliases and inline fragments included: each one is work the server does. */
function rootFieldCount(selectionSet: SelectionSetNode): number {
  return selectionSet.selections.reduce((count, selection) => {
    if (selection.kind === Kind.FIELD) return count + (selection.name.value.startsWith('__') ? 0 : 1);
    if (selection.kind === Kind.INLINE_FRAGMENT) return count + rootFieldCount(selection.selectionSet);
    return count + 1;
  }, 0);
}

/**
 * A per-address budget of root fields per minute. Counting fields rather than HTTP requests means aliasing one
 * query twenty times, or sending several operations, costs what it does. The window is per process, like the
 * REST limits; lockouts that must hold across processes are kept in the database.
 */
export function operationRateLimit(maxPerMinute: number): Plugin<GraphQLContext> {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      const operation = (args.document as DocumentNode).definitions.find(
        (definition: DefinitionNode): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (!operation) return;
      const now = Date.now();
      if (windows.size > 10_000) for (const [key, w] of windows) if (now - w.start > WINDOW_MS) windows.delete(key);
      const window = windows.get(context.clientIp);
      const current = window && now - window.start < WINDOW_MS ? window : { start: now, used: 0 };
      current.used += rootFieldCount(operation.selectionSet);
      windows.set(context.clientIp, current);
      if (current.used > maxPerMinute) {
        const error = new GraphQLError(translateMessage('errors.rateLimited'), {
          extensions: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' },
        });
        setResultAndStopExecution({ errors: [error] });
      }
    },
  };
}
