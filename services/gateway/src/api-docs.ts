import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Router, type Response } from 'express';
import { apiTokenSecurityScheme, namedEndpoints, platformEndpoints } from '@familyhub/contracts';
import { bindEndpoint, openApiDocument } from '@familyhub/server-kit';

/**
 * The published API (issue #29): `GET /api/openapi.json`, made from the endpoint definitions in contracts, and a
 * reference page at `/api/docs` (Swagger UI, served from the swagger-ui-dist package: no outside script, and the
 * page's own start-up is a file, so the strict Content-Security-Policy holds). Both public: they describe the API,
 * they do not call it.
 */
export function apiDocument(): Record<string, unknown> {
  return openApiDocument(namedEndpoints(), {
    title: 'FamilyHub API',
    version: '1',
    description:
      "Every /api call of FamilyHub. Signed in with the browser's session cookie, or with a personal API token " +
      '(Settings → Security → API tokens) sent as `Authorization: Bearer fh_…`. Errors are `{ error, message, details? }`.',
    securitySchemes: { apiToken: apiTokenSecurityScheme },
  });
}

const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>FamilyHub API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
const start = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

function cached(res: Response, type: string): Response {
  return res.setHeader('Cache-Control', 'public, max-age=3600').type(type);
}

export function apiDocsRouter(): Router {
  const router = Router();
  let document: string | undefined;
  bindEndpoint(router, platformEndpoints.openApi, (_input, _req, res) => {
    document ??= JSON.stringify(apiDocument());
    cached(res, 'application/json').send(document);
  });
  bindEndpoint(router, platformEndpoints.docs, (_input, _req, res) => {
    cached(res, 'text/html').send(page);
  });
  // The page's own files, not calls of the API: static, with no definition (contracts' platform.ts says why).
  router.get('/api/docs/start.js', (_req, res) => {
    cached(res, 'text/javascript').send(start);
  });
  for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
    let body: Buffer | undefined;
    router.get(`/api/docs/${file}`, (_req, res) => {
      body ??= readFileSync(join(swaggerDir, file));
      cached(res, file.endsWith('.css') ? 'text/css' : 'text/javascript').send(body);
    });
  }
  return router;
}
