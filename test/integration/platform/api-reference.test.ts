/**
 * The API reference: the OpenAPI document and the rendered page are served by the service itself,
 * without a key and without any outside host (the page's scripts and styles come from this API).
 */
import { inject, describe, expect, it } from 'vitest';
import { routes } from '../../../functions/routes.js';
import { undocumented } from '../../../shared/openapi/document.js';
import { documentedRoutes } from '../../../shared/openapi/route-handlers.js';
import { api } from '../helpers/api.js';

describe('GET /openapi.json', () => {
  it('answers without a key an OpenAPI 3.1 document with every route of the table', async () => {
    const res = await api('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    // Every route whose handler documents its response (test/unit/http/openapi-document.test.ts
    // names the ones that do not).
    const documented = (await documentedRoutes()).filter(({ spec }) => spec.response !== undefined).map(({ route }) => route);
    expect(documented.length).toBeGreaterThanOrEqual(routes.length - undocumented(await documentedRoutes()).length);
    const missing = documented.filter((r) => !doc.paths[`/api/v1${r.path}`]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    expect(doc.paths['/api/v1/redact/text']?.post).toBeDefined();
  });

  it('documents /redact/text with its request fields, defaults and error shapes', async () => {
    const doc = (await api('GET', '/openapi.json')).body as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[]; additionalProperties: boolean } }> }; responses: Record<string, unknown> } }>;
    };
    const op = doc.paths['/api/v1/redact/text']!.post;
    const schema = op.requestBody.content['application/json']!.schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['text', 'language', 'entities', 'policy_id', 'redaction_method', 'confidence_threshold']));
    expect(schema.required).toEqual(['text']);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '402', '413', '422', '429']));
  });
});

describe('GET /docs', () => {
  it('serves a page whose scripts and styles all come from this API (no CDN)', async () => {
    const res = await api('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body as string;
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const ref of refs) {
      expect(ref, 'no absolute URL to another host').not.toMatch(/^(https?:)?\/\//);
      const asset = await fetch(new URL(ref, `${inject('baseUrl')}/api/v1/docs`));
      expect(asset.status, ref).toBe(200);
      expect((await asset.text()).length).toBeGreaterThan(20);
    }
  });

  it('answers 404 for an asset that is not part of the page', async () => {
    expect((await api('GET', '/docs/package.json')).status).toBe(404);
  });
});
