import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { PUBLIC_API_PREFIX } from './public-api-context.ts';

const SWAGGER_PREFIX = '/swagger';

/**
 * The page the API/SDK screen links to (api/rest/v1.0/swagger/index.html, docs/product/integrations.md#the-screens).
 * Swagger UI's own page (/swagger/) finds its document relative to a trailing slash, which index.html does not have, so
 * this page starts Swagger UI itself, from swagger-ui's local assets and with no inline script (the CSP allows 'self'
 * scripts only).
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Roadmark REST API</title>
    <link rel="stylesheet" href="./static/swagger-ui.css" />
    <link rel="stylesheet" href="./static/index.css" />
    <link rel="icon" type="image/png" href="./static/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="./static/swagger-ui-bundle.js"></script>
    <script src="./static/swagger-ui-standalone-preset.js"></script>
    <script src="./start-swagger-ui.js"></script>
  </body>
</html>
`;

const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: new URL('../openapi.json', window.location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    validatorUrl: null,
    persistAuthorization: false,
  });
});
`;

/** Swagger UI under /api/rest/v1.0/swagger, reading the OpenAPI document of the instance it is registered in. */
export async function registerSwaggerPage(api: FastifyInstance): Promise<void> {
  await api.register(fastifySwaggerUi, {
    routePrefix: SWAGGER_PREFIX,
    indexPrefix: PUBLIC_API_PREFIX,
  });
  const hidden = { schema: { hide: true } };
  api.get(`${SWAGGER_PREFIX}/index.html`, hidden, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(INDEX_HTML),
  );
  api.get(`${SWAGGER_PREFIX}/start-swagger-ui.js`, hidden, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(START_SCRIPT),
  );
}
