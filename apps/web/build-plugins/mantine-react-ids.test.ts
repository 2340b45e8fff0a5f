import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID_MODULE, mantineReactIds } from './mantine-react-ids';

const require = createRequire(import.meta.url);
const installedUseId = path.join(path.dirname(require.resolve('@mantine/hooks')), '../esm/use-id/use-id.mjs');

function load(id: string): unknown {
  const hook = mantineReactIds().load as (id: string) => unknown;
  return hook(id);
}

describe('mantineReactIds', () => {
  it('knows where the installed Mantine keeps useId, and that the module exports nothing else', () => {
    expect(MANTINE_USE_ID_MODULE.test(installedUseId)).toBe(true);
    const source = readFileSync(installedUseId, 'utf8');
    expect([...source.matchAll(/^export \{([^}]*)\}/gm)].map((match) => match[1]?.trim())).toEqual([
      'useId$1 as useId',
    ]);
  });

  it("answers for Mantine's useId module with the app's, and for no other module", () => {
    expect(load(installedUseId)).toMatch(/^export \{ useId \} from ".*[\\/]src[\\/]lib[\\/]mantine-use-id\.ts";\n$/);
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id-other/use-id.mjs')).toBeNull();
    expect(load('/app/src/lib/mantine-use-id.ts')).toBeNull();
  });
});
