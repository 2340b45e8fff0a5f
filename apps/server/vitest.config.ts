import { defineProject } from 'vitest/config';

export default defineProject({
  // Node loads graphql's CommonJS build for Yoga and Pothos; Vite would hand our own files the ESM build, and two
  // graphql realms in one process break its instanceof checks. Resolve ours the way Node does.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    // Every file builds its own app and database, so files can share the module graph: re-importing the server
    // (and building its GraphQL schema) for each file cost more than half the suite's time.
    isolate: false,
    hookTimeout: 60_000,
  },
});
