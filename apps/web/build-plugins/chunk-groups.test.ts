import { describe, expect, it } from 'vitest';
import { vendorFileOf } from './chunk-groups';

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
