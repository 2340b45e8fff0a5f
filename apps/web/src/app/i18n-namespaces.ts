/** Namespaces the shell and shared parts read with a `namespace:` prefix, so no page asks for them itself. */
export const ALWAYS_LOADED_NAMESPACES: readonly string[] = ['common', 'domain', 'listPage'];
