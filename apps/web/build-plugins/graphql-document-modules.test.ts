import path from 'node:path';
import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { documentModuleBabelPlugins, documentsOf } from './graphql-document-modules';

const artifactDirectory = path.resolve(import.meta.dirname, '../src/gql');
const operationsFile = path.resolve(import.meta.dirname, '../src/features/teams/graphql/team-operations.ts');

function transform(code: string, filename = operationsFile): string {
  return (
    transformSync(code, {
      filename,
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript'] },
      plugins: documentModuleBabelPlugins(artifactDirectory),
    })?.code ?? ''
  );
}

describe('documentsOf', () => {
  it('reads each generated document by its export name', () => {
    const generated = [
      'export type TeamQuery = { team: { id: string } };',
      'export const TeamDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<TeamQuery, TeamQueryVariables>;',
    ].join('\n');
    expect([...documentsOf(generated)]).toEqual([['TeamDocument', '{"kind":"Document","definitions":[]}']]);
  });
});

describe('documentModuleBabelPlugins', () => {
  it('re-exports an operation from the module of its document, and drops the map', () => {
    const code = transform(
      "import { graphql } from '../../../gql';\nexport const TeamQuery = graphql(`\n  query Team($id: ID!) { subscriptionTeam(id: $id) { id } }\n`);\n",
    );
    expect(code).toBe('export { TeamDocument as TeamQuery } from "virtual:graphql-document/TeamDocument";');
  });

  it('imports the document of an operation the file uses itself', () => {
    const code = transform(
      "import { graphql } from '../../../gql';\nexport const ViewerQuery = graphql(`query Viewer { viewer { id } }`);\nexport const use = () => ViewerQuery;\n",
    );
    expect(code).toContain('import { ViewerDocument } from "virtual:graphql-document/ViewerDocument";');
    expect(code).toContain('export const ViewerQuery = ViewerDocument;');
    expect(code).not.toContain('gql');
  });

  it('leaves type imports from the generated types alone', () => {
    const code = transform("import type { TeamQuery } from '../../../gql/graphql';\nexport type Team = TeamQuery;\n");
    expect(code).toContain("from '../../../gql/graphql'");
  });
});
