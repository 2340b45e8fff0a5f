import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { preloadedPages } from './page-preloads.ts';

/**
 * Security headers that a browser applies only to a document (or a worker, which is never under assets/). Kept on
 * every asset: X-Content-Type-Options (no sniffing a script's type), Cross-Origin-Resource-Policy and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/graphql');
}

/** Serves the built web app; unknown extension-less paths outside the API get index.html (the SPA routes them). */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each text file; the one the browser accepts is sent.
      preCompressed: true,
      // Source maps are never served, even when a build was made with them: they would publish the whole source.
      globIgnore: ['**/*.map'],
      setHeaders: (res, filePath) => {
        // Hashed asset names never change content, so browsers may keep them; index.html and the service worker (sw.js,
        // which the browser checks for updates) must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A script, style sheet, font or picture is never a document: the headers that govern documents (the CSP,
        // framing, referrer) do nothing on it, and a page loads dozens of them, each paying about a kilobyte.
        if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      },
    });
  }
  // The pages that announce their files are routes of their own, so their HTML is compressed like any answer.
  for (const page of hasWebApp ? preloadedPages(distDir, app.log) : []) {
    app.get(page.path, (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        // The texts a page announces are in the language its browser asks for.
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(page.html(request.headers['accept-language'])),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !isApiPath(pathname) && path.extname(pathname) === '';
    if (hasWebApp && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (!hasWebApp && isPage) {
      return reply.status(503).type('text/plain').send('The web app has not been built. Run `npm run build`.');
    }
    throw new AppError('NOT_FOUND', 'errors.notFound');
  });
}
