import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NodePath, PluginItem, PluginObj, types } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import type { Plugin, PluginOption } from 'vite';

const VIRTUAL_PREFIX = 'virtual:graphql-document/';
const RESOLVED_PREFIX = '\0graphql-document:';

/**
 * The documents of the generated `graphql.ts` by export name. Codegen writes each as one line,
 * `export const NameDocument = {...} as unknown as DocumentNode<...>;`, the AST as JSON.
 */
export function documentsOf(generated: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, json] of generated.matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    if (name && json) documents.set(name, json);
  }
  return documents;
}

/** The module of one generated document, as the loader serves it. */
export function documentModule(name: string, json: string): string {
  return `export const ${name} = ${json};`;
}

function withoutExtension(file: string): string {
  return file.replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * Babel: every value import from the generated `graphql.ts` (the client preset's optimizer writes one per
 * `graphql(...)` call) becomes an import of a module that holds that one document.
 */
function documentImportsPlugin(artifactModule: string) {
  return ({ types: t }: { types: typeof types }): PluginObj => ({
    name: 'graphql-document-modules',
    visitor: {
      Program: {
        exit(program, state) {
          const filename = state.filename;
          if (!filename) return;
          for (const statement of program.get('body')) {
            if (!statement.isImportDeclaration() || statement.node.importKind === 'type') continue;
            const source = statement.node.source.value;
            if (!source.startsWith('.')) continue;
            if (withoutExtension(path.resolve(path.dirname(filename), source)) !== artifactModule) continue;
            const imports = statement.node.specifiers.flatMap((specifier) => {
              if (!t.isImportSpecifier(specifier) || specifier.importKind === 'type') return [];
              const name = t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value;
              return [t.importDeclaration([specifier], t.stringLiteral(VIRTUAL_PREFIX + name))];
            });
            if (imports.length > 0) statement.replaceWithMultiple(imports);
            else statement.remove();
          }
          // The optimizer and the loop above added bindings the scope has not seen yet.
          program.scope.crawl();
          reExportDocuments(program, t);
          removeUnusedGraphqlImport(program);
        },
      },
    },
  });
}

/**
 * `export const TeamsQuery = TeamsDocument` (an operations file, after the optimizer) becomes
 * `export { TeamsDocument as TeamsQuery } from '<its module>'`: a bundler follows a re-export to the document's own
 * module, so a page that imports one operation of a file takes that document only, not every one the file holds.
 */
function reExportDocuments(program: NodePath<types.Program>, t: typeof types) {
  for (const statement of program.get('body')) {
    if (!statement.isExportNamedDeclaration()) continue;
    const declaration = statement.get('declaration');
    if (!declaration.isVariableDeclaration() || declaration.node.kind !== 'const') continue;
    if (declaration.node.declarations.length !== 1) continue;
    const [declarator] = declaration.get('declarations');
    const id = declarator?.get('id');
    const init = declarator?.get('init');
    if (!id?.isIdentifier() || !init?.isIdentifier()) continue;
    // Used in its own file too: keep the local name.
    const local = program.scope.getBinding(id.node.name);
    if (!local || local.referencePaths.some((reference) => reference.node !== statement.node)) continue;
    const imported = program.scope.getBinding(init.node.name);
    const importDeclaration = imported?.path.parentPath;
    if (!imported?.path.isImportSpecifier() || !importDeclaration?.isImportDeclaration()) continue;
    const source = importDeclaration.node.source.value;
    if (!source.startsWith(VIRTUAL_PREFIX)) continue;
    const name = source.slice(VIRTUAL_PREFIX.length);
    statement.replaceWith(
      t.exportNamedDeclaration(null, [t.exportSpecifier(t.identifier(name), id.node)], t.stringLiteral(source)),
    );
    imported.dereference();
    if (!imported.referenced) importDeclaration.remove();
  }
}

/** With every call rewritten, the import of `graphql()` itself is left unused; it would still tie the page to the map. */
function removeUnusedGraphqlImport(program: NodePath<types.Program>) {
  const binding = program.scope.getBinding('graphql');
  if (!binding || binding.referenced || !binding.path.isImportSpecifier()) return;
  const declaration = binding.path.parentPath;
  binding.path.remove();
  if (declaration?.isImportDeclaration() && declaration.node.specifiers.length === 0) declaration.remove();
}

/** Serves `virtual:graphql-document/<Name>` from the generated `graphql.ts`. */
function documentLoader(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'graphql-document-loader',
    buildStart() {
      documents = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      this.addWatchFile(generatedFile);
      documents ??= documentsOf(readFileSync(generatedFile, 'utf8'));
      const name = id.slice(RESOLVED_PREFIX.length);
      const json = documents.get(name);
      if (!json) this.error(`${name} is not in ${generatedFile}: run \`npm run codegen\``);
      return { code: documentModule(name, json), moduleSideEffects: false };
    },
  };
}

/** The Babel plugins that turn `graphql(...)` calls into imports of one-document modules. */
export function documentModuleBabelPlugins(artifactDirectory: string): PluginItem[] {
  return [
    [babelOptimizerPlugin, { artifactDirectory: path.resolve(artifactDirectory), gqlTagName: 'graphql' }],
    documentImportsPlugin(path.resolve(artifactDirectory, 'graphql')),
  ];
}

/**
 * Each page carries only the GraphQL documents it uses. The generated `graphql()` looks documents up in a map of
 * every document in the app, so the whole map would land in a chunk every page loads. The client preset's Babel
 * optimizer rewrites each `graphql(...)` call into an import of its document from `graphql.ts`; that file is one
 * module, which a bundler keeps whole in one shared chunk, so each document is then served as a module of its own,
 * and lands beside the code that uses it.
 */
export function graphqlDocumentModules({ artifactDirectory }: { artifactDirectory: string }): PluginOption[] {
  const artifactModule = path.resolve(artifactDirectory, 'graphql');
  const generatedDirectory = new RegExp(`^${path.resolve(artifactDirectory).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);
  return [
    babel({
      sourceMap: false,
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: documentModuleBabelPlugins(artifactDirectory) }),
          rolldown: {
            filter: {
              id: { exclude: generatedDirectory },
              code: /\bgraphql\(|gql\/graphql['"]/,
            },
          },
        }),
      ],
    }),
    documentLoader(`${artifactModule}.ts`),
  ];
}
