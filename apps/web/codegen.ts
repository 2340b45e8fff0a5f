import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true } },
      presetConfig: { fragmentMasking: false },
    },
  },
};
export default config;
