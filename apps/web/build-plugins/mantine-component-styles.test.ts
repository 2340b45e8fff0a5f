import { describe, expect, it } from 'vitest';
import { componentStylesheetOf } from './mantine-component-styles';

describe('componentStylesheetOf', () => {
  it.each([
    ['/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs', '@mantine/core/styles/Button.css'],
    [
      '/app/node_modules/@mantine/core/esm/components/Radio/RadioCard/RadioCard.module.mjs',
      '@mantine/core/styles/RadioCard.css',
    ],
    [
      '/app/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs',
      '@mantine/core/styles/InlineInput.css',
    ],
    ['/app/node_modules/@mantine/core/esm/components/Button/Button.mjs', null],
    ['/app/src/features/session-player/question-pages/location-page.module.css', null],
  ])('gives %s the stylesheet %s', (id, stylesheet) => {
    expect(componentStylesheetOf(id)).toBe(stylesheet);
  });
});
