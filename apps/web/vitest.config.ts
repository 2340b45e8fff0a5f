import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // One window and module graph for all files of a worker: importing Mantine and the app and building a fresh
    // happy-dom for each of ~140 files cost five of the suite's seven minutes. src/test/setup.ts clears what a
    // test leaves behind, and a module cannot be swapped with vi.mock (fake at the network boundary instead).
    isolate: false,
    // A screen test renders real Mantine, Tiptap and Apollo in happy-dom: about a second on a quiet machine, several
    // on a busy two-core CI runner. The default 5 s would fail them for the machine's load, not for a fault.
    testTimeout: 20_000,
  },
});
