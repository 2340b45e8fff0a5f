import { type GraphQLSchema, getNamedType, getOperationAST, isObjectType, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_PAGE_SIZE } from './pagination.ts';

/** What the answer's `extensions.listsAtCap` says of each list that came back full without `first`. */
export interface ListAtCap {
  /** The response key of the list (its alias, or the field name). */
  field: string;
  limit: number;
  /** The arguments that ask for the rows after these. */
  next: { offset: number; first: number };
}

/**
 * A list asked for without `first` loads everything up to MAX_PAGE_SIZE rows. When one comes back
 * with that many, there may be more: the answer says so in `extensions.listsAtCap`, naming the list and how to ask
 * for the next rows, so no client mistakes the first MAX_PAGE_SIZE rows for all of them.
 */
export function reportListsAtCap(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (!result || Symbol.asyncIterator in result || !result.data) return;
          const operation = getOperationAST(args.document, args.operationName);
          const queryType = (args.schema as GraphQLSchema).getQueryType();
          if (operation?.operation !== 'query' || !queryType) return;
          const atCap: ListAtCap[] = [];
          for (const selection of operation.selectionSet.selections) {
            if (selection.kind !== Kind.FIELD) continue;
            const definition = queryType.getFields()[selection.name.value];
            if (!definition?.args.some((arg) => arg.name === 'first')) continue;
            if (selection.arguments?.some((arg) => arg.name.value === 'first')) continue;
            const field = selection.alias?.value ?? selection.name.value;
            const value = result.data[field];
            if (!Array.isArray(value) || value.length < MAX_PAGE_SIZE || !isObjectType(getNamedType(definition.type))) {
              continue;
            }
            atCap.push({ field, limit: MAX_PAGE_SIZE, next: { offset: MAX_PAGE_SIZE, first: MAX_PAGE_SIZE } });
          }
          if (atCap.length > 0) setResult({ ...result, extensions: { ...result.extensions, listsAtCap: atCap } });
        },
      };
    },
  };
}
