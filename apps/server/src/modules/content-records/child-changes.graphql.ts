import type { InputObjectRef } from '@pothos/core';
import { builder } from '../../platform/graphql/builder.ts';
import type { ChildChanges } from './content-record.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * The input of one child collection in an editor's bundle save (its added, updated and removed sets,
 * docs/product/content-editor.md#one-save):
 * `{ added: [Input!], updated: [Input!], removed: [ID!] }`, all optional. Its value is a ChildChanges for
 * applyChildChanges.
 */
export function childChangesInput<Input extends object>(
  name: string,
  input: InputObjectRef<Types, Input>,
  description: string,
): InputObjectRef<Types, ChildChanges> {
  const ref = builder.inputType(name, {
    description,
    fields: (t) => ({
      added: t.field({ type: [input], required: false }),
      updated: t.field({ type: [input], required: false }),
      removed: t.idList({ required: false }),
    }),
  });
  return ref as unknown as InputObjectRef<Types, ChildChanges>;
}
