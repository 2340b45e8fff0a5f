import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { registerErrorHandler } from '../../platform/http/error-handler.ts';
import { registerPublicApi } from './public-api.ts';

const API = '/api/rest/v1.0';
const PLAYGROUND = '/api/graphql-playground';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; tags: string[] }>>;
  components: { securitySchemes: Record<string, unknown> };
  security: unknown[];
}

const ROUTES = [
  ['get', '/people'],
  ['post', '/people'],
  ['get', '/people/{userId}'],
  ['patch', '/people/{userId}'],
  ['delete', '/people/{userId}'],
  ['get', '/teams'],
  ['get', '/teams/{id}'],
  ['get', '/assessments'],
  ['get', '/assignments'],
  ['post', '/assignments'],
  ['delete', '/assignments/{id}'],
  ['get', '/sessions'],
  ['get', '/sessions/{id}'],
];

describe('the REST API documents', () => {
  const ctx = useTestApp();

  it('describes every route, secured by the x-api-key header, with problem details for errors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes).toEqual({
      apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    });
    expect(document.security).toEqual([{ apiKey: [] }]);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => [method, path.slice(API.length)]),
    );
    // Other modules add routes too (webhooks' test call); these are this module's own.
    expect(documented).toEqual(expect.arrayContaining(ROUTES));
    const operations = Object.values(document.paths).flatMap((operations) => Object.values(operations));
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(documented.length);
    for (const operation of operations) {
      expect(operation.tags).toHaveLength(1);
      expect(operation.responses['401']).toMatchObject({ content: { 'application/problem+json': expect.anything() } });
    }
    expect(document.paths[`${API}/people`]!.get!.operationId).toBe('getPeople');
  });

  it('serves Swagger UI at swagger/index.html from local files, under a CSP that allows its scripts', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${API}/swagger/index.html` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<div id="swagger-ui">');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)|https?:\/\//);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(expect.arrayContaining(['static/swagger-ui-bundle.js', 'start-swagger-ui.js']));
    for (const asset of assets) {
      const loaded = await ctx.app.inject({ method: 'GET', url: `${API}/swagger/${asset}` });
      expect(loaded.statusCode, asset).toBe(200);
    }
    const start = await ctx.app.inject({ method: 'GET', url: `${API}/swagger/start-swagger-ui.js` });
    expect(start.body).toContain("new URL('../openapi.json', window.location.href)");
    const ownPage = await ctx.app.inject({ method: 'GET', url: `${API}/swagger/` });
    expect(ownPage.statusCode).toBe(200);
  });

  it('documents routes other modules add under the same prefix', async () => {
    const app = Fastify();
    registerErrorHandler(app, 'https://roadmark.test/api/problems');
    await registerPublicApi(app, {
      db: ctx.db,
      actorOf: async () => null,
      pinEmailDomain: 'pins.example.test',
      routes: [
        (api) => {
          api.post(
            '/webhooks/:id/test',
            { schema: { tags: ['Webhooks'], params: { type: 'object', properties: { id: { type: 'string' } } } } },
            async () => ({}),
          );
        },
      ],
    });
    const document = (await app.inject({ method: 'GET', url: `${API}/openapi.json` })).json() as OpenApiDocument;
    expect(document.paths[`${API}/webhooks/{id}/test`]?.post?.operationId).toBe('postWebhooksIdTest');
    const unauthenticated = await app.inject({ method: 'POST', url: `${API}/webhooks/x/test` });
    expect(unauthenticated.statusCode).toBe(401);
    await app.close();
  });
});

describe('the GraphQL playground', () => {
  const ctx = useTestApp();

  it('serves its page, script, stylesheet, GraphiQL build and Monaco workers from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${PLAYGROUND}/index.html` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script type="module" src="./playground.js"></script>');
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    for (const file of [
      'playground.js',
      'graphiql.css',
      'yoga-graphiql.es.js',
      'monacoeditorwork/editor.worker.bundle.js',
      'monacoeditorwork/json.worker.bundle.js',
      'monacoeditorwork/graphql.worker..bundle.js',
    ]) {
      const loaded = await ctx.app.inject({ method: 'GET', url: `${PLAYGROUND}/${file}` });
      expect(loaded.statusCode, file).toBe(200);
      expect(loaded.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /javascript/);
    }
    const script = await ctx.app.inject({ method: 'GET', url: `${PLAYGROUND}/playground.js` });
    expect(script.body).toContain('endpoint: GRAPHQL_PATH');
    expect(script.body).toContain("JSON.stringify({ 'x-api-key': '' }");
  });

  it('gives the playground its own CSP: workers, scripts and calls from this server only', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `${PLAYGROUND}/index.html` });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "script-src 'self'",
        "worker-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
      ]),
    );
    const script = await ctx.app.inject({ method: 'GET', url: `${PLAYGROUND}/playground.js` });
    expect(script.headers['content-security-policy']).toBe(csp);
  });

  it('answers 404 for a file it does not have', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${PLAYGROUND}/secrets.txt` });
    expect(response.statusCode).toBe(404);
  });
});
