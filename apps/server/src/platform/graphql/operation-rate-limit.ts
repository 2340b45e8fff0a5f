import { translateMessage } from '@roadmark/domain/messages';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { SharedBudget } from '../rate-limits/shared-budget.ts';
import type { GraphQLContext } from './context.ts';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * The root fields an operation executes, found the way graphql's executor collects them: fields reached through
 * inline fragments and named fragment spreads count as if written in place, each alias is its own field, and one
 * response key is one field however often it is repeated. Like the executor, a named fragment is expanded once per
 * operation, which also keeps a cyclic document (rejected by validation anyway) from looping, and keeps a document
 * that spreads fragments into each other many times from costing more to count than to run.
 */
function collectRootFields(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  responseKeys: Set<string>,
  expanded: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.name.value.startsWith('__')) responseKeys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectRootFields(selection.selectionSet, fragments, responseKeys, expanded);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || expanded.has(name)) continue;
      expanded.add(name);
      collectRootFields(fragment.selectionSet, fragments, responseKeys, expanded);
    }
  }
}

function rootFieldCount(operation: OperationDefinitionNode, document: DocumentNode): number {
  const responseKeys = new Set<string>();
  collectRootFields(operation.selectionSet, fragmentsOf(document), responseKeys, new Set());
  return responseKeys.size;
}

function fragmentsOf(document: DocumentNode): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * A per-address budget of root fields per minute. Counting fields rather than HTTP requests means aliasing one
 * query twenty times, or sending several operations, costs what it does. The budget is shared by every server
 * process (see SharedBudget: each reserves fields from a counter in the database, a block at a time), so it holds
 * however many processes serve the address. An operation of introspection fields only (`{ __typename }`) uses none.
 */
export function operationRateLimit(budget: SharedBudget): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GraphQLContext;
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (definition: DefinitionNode): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || definition.name?.value === args.operationName),
      );
      if (!operation) return;
      const refuse = () => {
        const error = new GraphQLError(translateMessage('errors.rateLimited'), {
          extensions: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' },
        });
        setResultAndStopExecution({ errors: [error] });
      };
      const allowed = budget.take(context.clientIp, rootFieldCount(operation, document));
      if (allowed === false) refuse();
      if (typeof allowed === 'boolean') return;
      return allowed.then((ok) => {
        if (!ok) refuse();
      });
    },
  };
}
