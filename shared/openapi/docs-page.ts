/**
 * The rendered API reference: Swagger UI's standalone bundle (the `swagger-ui-dist` package),
 * served by the service itself, so the page needs no CDN and works offline. The page loads the
 * bundle and the stylesheet from /api/v1/docs/{asset} and the document from /api/v1/openapi.json.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The files of the package the page uses, and their media types. */
export const DOCS_ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'docs-init.js': 'text/javascript; charset=utf-8',
};

/** Relative URLs: the page is /api/v1/docs, so they resolve under /api/v1 wherever it is hosted. */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>PII detection and redaction API reference</title>
  <link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="docs/swagger-ui-bundle.js"></script>
  <script src="docs/docs-init.js"></script>
</body>
</html>
`;

/** External script (not inline) so a strict Content-Security-Policy can forbid inline scripts. */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });\n`;

const cache = new Map<string, Promise<Buffer>>();

/** The asset's bytes, read once per process from the installed package. */
export function docsAsset(name: string): Promise<Buffer> | undefined {
  if (!Object.hasOwn(DOCS_ASSETS, name)) return undefined;
  let pending = cache.get(name);
  if (!pending) {
    pending =
      name === 'docs-init.js'
        ? Promise.resolve(Buffer.from(INIT_SCRIPT))
        : readFile(join(dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')), name));
    cache.set(name, pending);
    pending.catch(() => cache.delete(name));
  }
  return pending;
}
