import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { idSchema } from '@roadmark/domain/ids';
import type { Executor } from '../../platform/db/database.ts';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from './content-record.policy.ts';
import {
  archiveContentRecord,
  type ContentRecordKind,
  insertContentRecord,
  updateContentRecord,
} from './content-record.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

interface ContentRecordApi<Row, Input extends object, Model extends { id?: string | undefined }> {
  /**
   * The three mutations' names, as the API names them for the entity (`createQuestionAnswer`,
   * `updateQuestionAnswer`, `deleteQuestionAnswer`), written out in full so a search for one finds where it is made.
   */
  names: { create: string; update: string; delete: string };
  type: ObjectRef<Types, Row>;
  input: InputObjectRef<Types, Input>;
  kind: ContentRecordKind<Model>;
  /** Loads a record by id, archived or not (a delete returns the archived record). */
  load: (db: Executor, id: string) => Promise<Row>;
}

/**
 * The create, update and delete mutations (docs/product/api.md#graphql-conventions) of one kind of content record, each
 * one transaction.
 */
export function contentRecordMutations<Row, Input extends object, Model extends { id?: string | undefined }>(
  api: ContentRecordApi<Row, Input, Model>,
): void {
  // A generic Row leaves Pothos's conditional result type unresolved; the type and load agree on Row.
  const objectType = api.type as unknown as ObjectRef<Types, object>;
  builder.mutationFields((t) => ({
    [api.names.create]: t.withAuth(administration).field({
      type: objectType,
      args: { model: t.arg({ type: api.input as InputObjectRef<Types, Record<string, unknown>>, required: true }) },
      resolve: async (_root, { model }, { actor, db }) => {
        assertCanAuthorContent(actor);
        const id = await db.transaction((tx) => insertContentRecord(tx, api.kind, { ...model }));
        return api.load(db, id) as Promise<object>;
      },
    }),
    [api.names.update]: t.withAuth(administration).field({
      type: objectType,
      args: { model: t.arg({ type: api.input as InputObjectRef<Types, Record<string, unknown>>, required: true }) },
      resolve: async (_root, { model }, { actor, db }) => {
        assertCanAuthorContent(actor);
        const id = await db.transaction((tx) => updateContentRecord(tx, api.kind, { ...model }));
        return api.load(db, id) as Promise<object>;
      },
    }),
    [api.names.delete]: t.withAuth(administration).field({
      type: objectType,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, { actor, db }) => {
        assertCanAuthorContent(actor);
        const id = parseInput(idSchema, args.id);
        await db.transaction((tx) => archiveContentRecord(tx, api.kind, id));
        return api.load(db, id) as Promise<object>;
      },
    }),
  }));
}
