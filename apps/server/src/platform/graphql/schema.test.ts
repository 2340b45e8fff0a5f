import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedSchema, schema } from './schema.ts';

describe('GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after changing the schema)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8');
    expect(printedSchema()).toBe(committed);
  });

  it('declares authScopes on every query and mutation field', () => {
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}).map((field) => ({ name: `${type!.name}.${field.name}`, field })),
    );
    expect(rootFields.length).toBeGreaterThan(0);
    const unguarded = rootFields
      .filter(({ field }) => {
        const options = field.extensions?.pothosOptions as { authScopes?: unknown } | undefined;
        return !options?.authScopes;
      })
      .map(({ name }) => name);
    expect(unguarded).toEqual([]);
  });
});
