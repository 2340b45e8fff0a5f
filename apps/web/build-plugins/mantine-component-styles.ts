import type { Plugin } from 'vite';

/** The class-name module of a Mantine component, e.g. `@mantine/core/esm/components/Button/Button.module.mjs`. */
const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet Mantine publishes for a component's class-name module, if `id` is one. */
export function componentStylesheetOf(id: string): string | null {
  const name = CLASS_MODULE.exec(id)?.[1];
  return name ? `@mantine/core/styles/${name}.css` : null;
}

/**
 * Each Mantine component brings its own stylesheet (`@mantine/core/styles/<Component>.css`) into the build,
 * instead of the whole `@mantine/core/styles.css` of every component (a quarter of a megabyte, most of it unused).
 *
 * Every component imports its class names from `<Component>.module.mjs`, one module per published stylesheet,
 * after the components it is built on; the stylesheet import is added there. So the build holds the styles of
 * exactly the components in it, each in the chunk of the page that uses it, and a component's styles come after
 * those of the components it builds on (Button after UnstyledButton), the order Mantine's docs ask for. The global
 * styles (baseline, CSS variables, global classes) are imported first by the app itself (main.tsx).
 *
 * Development pre-bundles Mantine, so no module of it passes through here: the dev server gets the whole
 * stylesheet instead, added to the app's entry.
 */
export function mantineComponentStyles({ entry }: { entry: RegExp }): Plugin {
  let serving = false;
  return {
    name: 'mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) return entry.test(id) ? `import '@mantine/core/styles.css';\n${code}` : null;
      const stylesheet = componentStylesheetOf(id);
      return stylesheet ? `${code}\nimport '${stylesheet}';\n` : null;
    },
  };
}
