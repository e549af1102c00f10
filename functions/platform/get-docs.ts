import { publicHandler } from '#shared/http/public-handler.js';
import { DOCS_HTML } from '#shared/openapi/docs-page.js';

export const handler = publicHandler({
  operation: 'GetDocs',
  summary: 'The rendered API reference page (no key needed).',
  response: null,
  responseType: 'text/html',
  handle: async () => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, text: DOCS_HTML }),
});
