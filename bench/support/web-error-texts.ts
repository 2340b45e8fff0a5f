import fs from 'node:fs';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

let cached: string[] | null = null;

/**
 * What the web app shows instead of a page (the not found, no permission and failed route headings, and an error
 * alert's title), in every language it ships, read from its own locale files so they stay in step with the app.
 */
export function webErrorTexts(): string[] {
  if (cached) return cached;
  const texts: string[] = [];
  const locales = fs.readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name: locale } of locales) {
    const common = JSON.parse(fs.readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const [group, key] of [
      ['notFound', 'heading'],
      ['forbidden', 'heading'],
      ['routeError', 'heading'],
      ['errorAlert', 'title'],
    ] as const) {
      const text = common[group]?.[key];
      if (text && !texts.includes(text)) texts.push(text);
    }
  }
  cached = texts;
  return texts;
}
