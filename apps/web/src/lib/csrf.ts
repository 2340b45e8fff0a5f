/** The server refuses state-changing calls without this header; a cross-site form cannot set it. */
export const CSRF_HEADER = { 'x-roadmark-csrf': '1' } as const;
