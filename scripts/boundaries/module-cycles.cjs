/**
 * No cycles between the server's modules (apps/server/src/modules/<capability>), checked by `npm run lint`
 * (lint:boundaries) beside the rules in .dependency-cruiser.cjs. A cycle means neither module can be understood,
 * tested or changed without the other; the modules form layers instead (docs/architecture/layers.md).
 *
 * Two kinds of file are left out, which is why this check has its own configuration:
 * - table definitions (*.table.ts): every module shares the one database, whose foreign keys point both ways
 *   (a user belongs to a subscription, a study code reservation names its user), so reading another module's table
 *   in a query, or a table naming another's key, is not a dependency on that module's code;
 * - tests and the shared test harnesses: they run the whole app, so they reach every module.
 */
const { options } = require('../../.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-cycles-between-server-modules',
      comment:
        'Server modules form layers: when two modules need each other, the shared piece moves to the module that ' +
        'owns it (or a small lower one), or the lower module offers a hook the app wires (see ' +
        'sessions/session-finished-hooks.ts).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+' },
      to: { path: '^apps/server/src/modules/[^/]+', circular: true },
    },
  ],
  options: {
    ...options,
    // The server has no TSX, so the faster swc parser reads it (it keeps type imports as they are).
    parser: 'swc',
    babelConfig: undefined,
    exclude: { path: ['(^|/)node_modules/', '\\.table\\.ts$', '\\.test\\.ts$', '^apps/server/test/'] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser/module-cycles', strategy: 'content' },
  },
};
