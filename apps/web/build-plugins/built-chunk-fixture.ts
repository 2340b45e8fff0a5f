import type { BuiltChunk } from './built-chunks.ts';

/** A built chunk for a test: a plain, non-entry chunk unless `fields` say otherwise. */
export function builtChunk(fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [],
    css: [],
    ...fields,
  };
}
