/**
 * A Babel plugin for the boundaries check only. Babel drops type-only imports (`import type`, `import { type X }`,
 * `export type { X } from`) when it strips the types, but a type import still ties one part of the code to another,
 * so the check must see it. Marking every import and re-export as a value import before the TypeScript preset runs
 * (with `onlyRemoveTypeImports`, which then keeps them all) leaves them in the code dependency-cruiser reads.
 */
module.exports = function keepTypeImports() {
  return {
    name: 'keep-type-imports',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          const { node } = statement;
          if (node.type === 'ImportDeclaration') {
            node.importKind = 'value';
            for (const specifier of node.specifiers) specifier.importKind = 'value';
          } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
            node.exportKind = 'value';
            for (const specifier of node.specifiers ?? []) specifier.exportKind = 'value';
          }
        }
      },
    },
  };
};
