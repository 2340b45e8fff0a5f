import type { z } from 'zod';
import type { Actor } from './auth/actor.ts';
import type { Executor } from './db/database.ts';
import type { ListWindow } from './graphql/pagination.ts';
import { parseInput } from './validation.ts';

/** What every list use case is asked: who asks, which page (offset, limit, search), and the connection to read. */
export interface ListRequest {
  actor: Actor;
  window: ListWindow;
  db: Executor;
}

/** A list that also takes filter arguments of its own, as the API received them: the use case parses them. */
export interface FilteredListRequest extends ListRequest {
  filter: unknown;
}

/**
 * The opening the filtered lists share: first whether the actor may list at all (so an outsider learns nothing
 * from the filter's messages), then the filter, whose problems are validation errors naming the field.
 */
export function openFilteredList<S extends z.ZodType>(
  { actor, filter }: FilteredListRequest,
  assertCanList: (actor: Actor) => void,
  filterSchema: S,
): z.output<S> {
  assertCanList(actor);
  return parseInput(filterSchema, filter);
}
