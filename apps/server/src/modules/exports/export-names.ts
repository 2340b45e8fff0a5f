import type { ExportContext } from './export-context.ts';

const MAX_SLUG = 40;

/** A name as a file name part: ASCII lower case, words joined by dashes ('Acme Haulage Ltd.' → 'acme-haulage-ltd'). */
export function slug(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return ascii || 'export';
}

/** 'users-acme-haulage-2026-11-25': the parts as slugs, then today's date in the request's time zone. */
export function exportFilename(context: ExportContext, ...parts: string[]): string {
  const today = context.clock.at(new Date()).toISOString().slice(0, 10);
  return [...parts.map(slug), today].join('-');
}
