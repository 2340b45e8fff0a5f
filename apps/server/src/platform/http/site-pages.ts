import { localeOfAcceptLanguage } from '@roadmark/domain/locale-match';
import type { FastifyInstance } from 'fastify';
import enGB from '../../locales/en-GB/problems.json' with { type: 'json' };
import enUS from '../../locales/en-US/problems.json' with { type: 'json' };
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { escapeHtml } from '../html/escape-html.ts';

const TEXTS = { 'en-GB': enGB, 'en-US': enUS } as const;

/** The code a problem `type` ends in (AppError.toProblem writes NOT_FOUND as not-found). */
function codeOfSlug(slug: string): ErrorCode | undefined {
  if (!/^[a-z]+(-[a-z]+)*$/.test(slug)) return undefined;
  const code = slug.toUpperCase().replaceAll('-', '_');
  return Object.hasOwn(ERROR_STATUS, code) ? (code as ErrorCode) : undefined;
}

/**
 * Two pages outside the app. GET /api/website sends the footer's website link on to the configured website.
 * GET /api/problems/{type} is the page a problem details `type` points to by default (RFC 9457 asks that the type
 * explain the problem to a person), in the reader's language.
 */
export function registerSitePages(app: FastifyInstance, options: { websiteUrl: string }): void {
  // The footer's website link: one address in the app, wherever the website is configured to be.
  app.get('/api/website', async (_request, reply) => reply.redirect(options.websiteUrl, 302));

  app.get<{ Params: { type: string } }>('/api/problems/:type', async (request, reply) => {
    const code = codeOfSlug(request.params.type);
    if (!code) throw new AppError('NOT_FOUND', 'errors.notFound');
    const locale = localeOfAcceptLanguage(request.headers['accept-language']);
    const texts = TEXTS[locale];
    const { title, description } = texts.problems[code];
    const status = texts.status.replace('{{status}}', String(ERROR_STATUS[code]));
    const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.pageTitle.replace('{{title}}', title))}</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:640px;margin:auto;padding:24px">
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><p><code>${code}</code> · ${escapeHtml(status)}</p></main>
</body></html>`;
    return reply.header('cache-control', 'public, max-age=86400').type('text/html; charset=utf-8').send(html);
  });
}
