import { describe, expect, it } from 'vitest';
import { chunkGroups, textsFileOf, vendorFileOf } from './chunk-groups';

describe('vendorFileOf', () => {
  it.each([
    ['/app/node_modules/react-dom/cjs/react-dom.production.js', 'react'],
    ['/app/node_modules/react-router/dist/production/index.mjs', 'react'],
    ['/app/node_modules/@mantine/core/esm/components/Button/Button.mjs', 'mantine'],
    ['/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs', 'mantine'],
    ['/app/node_modules/@apollo/client/core/ApolloClient.js', 'vendor'],
    ['/app/node_modules/react-i18next/dist/es/index.js', 'vendor'],
  ])('puts %s in %s', (id, file) => {
    expect(vendorFileOf(id)).toBe(file);
  });
});

describe('textsFileOf', () => {
  it('puts the namespaces of a language together, and nothing else', () => {
    expect(textsFileOf('/app/apps/web/src/locales/en-US/tags.json')).toBe('texts-en-US');
    expect(textsFileOf('/app/packages/domain/src/locales/en-US.json')).toBeNull();
  });
});

describe('chunkGroups', () => {
  it("names the sign-in page's modules by the plan, and leaves every other module to the other groups", () => {
    const groups = chunkGroups(new Map([['/app/src/features/accounts/pin.ts', 'sign-in']])).groups ?? [];
    const signIn = groups.find((group) => group.debugName === 'sign-in page');
    const name = signIn?.name as (id: string) => string | null;
    expect(name('/app/src/features/accounts/pin.ts')).toBe('sign-in');
    expect(name('/app/src/features/people/people-list.tsx')).toBeNull();
  });
});
