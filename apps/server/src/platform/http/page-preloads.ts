import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localeOfAcceptLanguage } from '@roadmark/domain/locale-match';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** Written by the web build (apps/web/build-plugins/page-preloads.ts); absent from a build made before it existed. */
const PAGE_PRELOADS_FILE = path.join('.vite', 'page-preloads.json');

/** Only the build's own hashed files are ever named in a page, so nothing read from the file can inject markup. */
const builtFile = z.string().regex(/^assets\/[\w.-]+\.(js|css)$/);
const filesByLocale = z.record(z.string(), z.array(builtFile));
/** A page's address becomes a route of the server's: never one of the API's, never anything but plain segments. */
const pagePath = z.string().regex(/^\/(?!api(\/|$)|graphql)[\w\-/:]*$/);

const pagePreloadsSchema = z.object({
  pages: z.array(z.object({ path: pagePath, files: z.array(builtFile), texts: filesByLocale })),
  texts: filesByLocale,
});

type PagePreloads = z.infer<typeof pagePreloadsSchema>;

const NONE: PagePreloads = { pages: [], texts: {} };

/** The build's list, or none: a list that cannot be read costs the pages their head start, never the page itself. */
function readPagePreloads(distDir: string, log: FastifyBaseLogger): PagePreloads {
  const file = path.join(distDir, PAGE_PRELOADS_FILE);
  if (!existsSync(file)) return NONE;
  try {
    return pagePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    log.warn({ err: error, file }, 'the list of page preloads cannot be read: pages are served without it');
    return NONE;
  }
}

/**
 * A script as a module preload (fetched and compiled, run when the app imports it); a style sheet as a preload, which
 * the app's loader turns into the style sheet when the page is imported: as a style sheet here it would hold back
 * the browser's first paint. Both with `crossorigin`, as the loader asks for them, so the browser reuses the answer.
 */
function linkTag(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

/** A page the web app names, and its HTML in each language it was asked for (made once, on first use). */
export interface PreloadedPage {
  /** The router's pattern, which is also the server's: `:name` stands for one segment. */
  path: string;
  html(acceptLanguage: string | undefined): string;
}

/**
 * The pages the web app names (its src/app/page-preloads.ts), each answered with index.html and, in its head, the
 * files that page will load, in the language the browser asks for, so the browser fetches them beside the entry
 * instead of one round trip after another. The web app's own loader (Vite's) sees the links and does not fetch
 * those files again. Without the list (an older build) there are none. index.html and the list are read once, at
 * start: a new build is served by restarting the server, as it is deployed.
 */
export function preloadedPages(distDir: string, log: FastifyBaseLogger): PreloadedPage[] {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloads = readPagePreloads(distDir, log);
  return preloads.pages.map((page) => {
    const byLocale = new Map<string, string>();
    return {
      path: page.path,
      html(acceptLanguage) {
        const locale = localeOfAcceptLanguage(acceptLanguage);
        let html = byLocale.get(locale);
        if (html === undefined) {
          const files = [...new Set([...page.files, ...(preloads.texts[locale] ?? []), ...(page.texts[locale] ?? [])])];
          html = indexHtml.replace(/\s*<\/head>/, `\n    ${files.map(linkTag).join('\n    ')}\n  </head>`);
          byLocale.set(locale, html);
        }
        return html;
      },
    };
  });
}
