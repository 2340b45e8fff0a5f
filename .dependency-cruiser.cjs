/**
 * The boundaries between the parts of the repository, checked by `npm run lint` (lint:boundaries). What may import
 * what is explained in docs/architecture/layers.md. e2e/ and bench/ are not checked: tests and benchmarks drive the
 * product from outside and may import any part of it. The cycle check between server modules has its own
 * configuration (scripts/boundaries/module-cycles.cjs), since it leaves out what these rules must see.
 */

/** Libraries that reach a database, the network or a user interface: none of them belongs in the shared rules. */
const IO_AND_UI_LIBRARIES = [
  'pg',
  'pg-[^/]+',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-kit',
  'fastify',
  '@fastify/[^/]+',
  'undici',
  'graphql-yoga',
  '@pothos/[^/]+',
  'nodemailer',
  '@aws-sdk/[^/]+',
  'react',
  'react-dom',
  '@mantine/[^/]+',
  '@apollo/client',
];

module.exports = {
  forbidden: [
    {
      name: 'web-not-server',
      comment:
        'The web app talks to the server over HTTP only (GraphQL and the REST routes). Server code imported into ' +
        'the web app would be bundled for the browser with its database and secrets; a rule both need belongs in ' +
        'packages/domain.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-web',
      comment:
        'The server serves the built web app as files and never runs its code; a rule both need belongs in ' +
        'packages/domain.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'domain-not-apps',
      comment:
        'packages/domain holds the rules both apps share, so it depends on neither: importing one would drag that ' +
        'app into the other.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-no-node-builtins',
      comment:
        'The domain runs in the browser as well as on the server, and does no I/O: no file system, network, ' +
        'processes or any other Node.js builtin.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-no-io-libraries',
      comment:
        'The domain is pure rules: no database, HTTP or user-interface library. The server and the web app do the ' +
        'I/O and call the domain with plain values.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: `(^|/)node_modules/(${IO_AND_UI_LIBRARIES.join('|')})/` },
    },
    {
      name: 'platform-not-modules',
      comment:
        'apps/server/src/platform is infrastructure with no business rules, used by every module, so it imports no ' +
        'module, nor the files beside app.ts that put the modules together (app.ts, main.ts, the schemas): what a ' +
        'module must add (GraphQL types, tables, hooks) is handed to the platform there. A platform test may run ' +
        'the whole app and read module tables to check what the platform did.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules/|[^/]+\\.ts$)' },
    },
  ],
  options: {
    // Babel reads the TypeScript (see the file for why). dependency-cruiser only picks up .ts and .tsx files at all
    // while a TypeScript parser it knows is installed: @swc/core, which the module cycle check uses.
    babelConfig: { fileName: 'scripts/boundaries/babel.cjs' },
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(dist|coverage|data)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser/boundaries', strategy: 'content' },
  },
};
