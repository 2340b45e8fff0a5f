import path from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

describe('production build', () => {
  it('makes no source maps when built for production', async () => {
    const webRoot = path.resolve(import.meta.dirname, '../..');
    const config = await resolveConfig(
      { root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'silent' },
      'build',
      'production',
    );
    expect(config.build.sourcemap).toBe(false);
  });
});
