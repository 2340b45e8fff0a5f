import type { OutputBundle } from 'rolldown';

/** The part of a built chunk the build plugins read (Rollup's OutputChunk, with Vite's metadata of its CSS). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Loaded by an `import()` somewhere (a lazy route, a part loaded on demand). */
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  /** The chunks it imports statically, by file name. */
  imports: readonly string[];
  moduleIds: readonly string[];
  /** The style sheets it brings, by file name. */
  css: readonly string[];
}

/** The chunks of a bundle, as `generateBundle` is handed it. */
export function builtChunks(bundle: OutputBundle): BuiltChunk[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            isEntry: output.isEntry,
            isDynamicEntry: output.isDynamicEntry,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
            moduleIds: output.moduleIds,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}

/**
 * The files a browser loads when it loads `starts`: each of them and every chunk they import statically, each once.
 * Dynamic imports are not followed: they load only when the code asks for them.
 */
export function staticallyLoaded(
  chunks: readonly Pick<BuiltChunk, 'fileName' | 'imports'>[],
  starts: Iterable<string>,
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const load = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) load(imported);
  };
  for (const fileName of starts) load(fileName);
  return loaded;
}
