import { notFound } from '#shared/http/errors.js';
import { publicHandler } from '#shared/http/public-handler.js';
import { DOCS_ASSETS, docsAsset } from '#shared/openapi/docs-page.js';

export const handler = publicHandler({
  operation: 'GetDocsAsset',
  summary: 'A script or stylesheet of the reference page (no key needed).',
  params: {
    jsonSchema: { type: 'object', properties: { asset: { enum: Object.keys(DOCS_ASSETS) } }, required: ['asset'] },
  },
  response: null,
  responseType: 'text/javascript',
  errors: [404],
  handle: async (event) => {
    const name = event.pathParameters?.asset ?? '';
    const bytes = docsAsset(name);
    if (!bytes) throw notFound('Unknown asset.');
    return {
      text: (await bytes).toString('utf8'),
      headers: { 'content-type': DOCS_ASSETS[name] as string, 'cache-control': 'public, max-age=86400' },
    };
  },
});
