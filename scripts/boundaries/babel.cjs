/**
 * How the boundaries check reads TypeScript and TSX: dependency-cruiser's own TypeScript support needs the
 * TypeScript compiler API, which TypeScript 7 no longer has, so Babel strips the types instead (keeping type
 * imports, see keep-type-imports.cjs). Only dependency-cruiser reads this file; the apps are built by Vite and tsc.
 */
module.exports = {
  babelrc: false,
  configFile: false,
  compact: true,
  comments: false,
  plugins: [
    require.resolve('./keep-type-imports.cjs'),
    // JSX becomes plain calls, so dependency-cruiser's JavaScript parser reads every TSX file whole.
    ['@babel/plugin-transform-react-jsx', { runtime: 'classic' }],
  ],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
