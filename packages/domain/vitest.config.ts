import { defineProject } from 'vitest/config';

// Pure functions without module state: files can share one module graph, which saves re-importing it per file.
export default defineProject({ test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false } });
