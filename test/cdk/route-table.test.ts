/**
 * The route table is the spine (DESIGN.md): every handler file is listed exactly once, every entry
 * has a file, and nothing the API Gateway would treat as the same route appears twice.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, schedules, workers, workflowSteps } from '../../functions/routes.js';
import { DEFAULT_ROUTE_HANDLER } from '../../lib/aws/stacks/api-stack.js';
import { FUNCTIONS_DIR, handlerEntry } from '../../lib/aws/project-paths.js';

/** Handler modules (`tenants/create-tenant`) under functions/, recursively. */
function handlerModules(dir = FUNCTIONS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return handlerModules(full);
    if (!entry.name.endsWith('.ts')) return [];
    return [path.relative(FUNCTIONS_DIR, full).replace(/\.ts$/, '').split(path.sep).join('/')];
  });
}

const NOT_HTTP = ['workers/', 'workflow/', 'scheduled/'];
const files = handlerModules().filter((m) => m !== 'routes');
const httpFiles = files.filter((m) => !NOT_HTTP.some((prefix) => m.startsWith(prefix)));
const count = (list: readonly string[], item: string) => list.filter((x) => x === item).length;

describe('route table', () => {
  // Prepare
  const routed = [...routes.map((r) => r.handler), DEFAULT_ROUTE_HANDLER];

  it.each(httpFiles)('lists functions/%s.ts exactly once (routes or $default)', (module) => {
    expect(count(routed, module)).toBe(1);
  });

  it.each(files.filter((m) => m.startsWith('workers/')))('lists functions/%s.ts as a worker', (module) => {
    expect(count(workers.map((w) => w.handler), module)).toBe(1);
  });

  it.each(files.filter((m) => m.startsWith('scheduled/')))('lists functions/%s.ts as a schedule', (module) => {
    expect(count(schedules.map((s) => s.handler), module)).toBe(1);
  });

  it.each(files.filter((m) => m.startsWith('workflow/')))('lists functions/%s.ts as a workflow step', (module) => {
    expect(count(workflowSteps.map((s) => s.handler), module)).toBe(1);
  });

  it('has a file for every route, worker, schedule, workflow step and the $default route', () => {
    const handlers = [...routed, ...workers.map((w) => w.handler), ...schedules.map((s) => s.handler), ...workflowSteps.map((s) => s.handler)];
    expect(handlers.filter((h) => !existsSync(handlerEntry(h)))).toEqual([]);
  });

  it('has no two routes that API Gateway would match as one (same method, same path shape)', () => {
    // `/a/{x}` and `/a/{y}` are the same route to API Gateway.
    const keys = routes.map((r) => `${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has unique operations (they name the constructs)', () => {
    const operations = [...routes, ...workers, ...schedules, ...workflowSteps].map((r) => r.operation);
    expect(operations.filter((o, i) => operations.indexOf(o) !== i)).toEqual([]);
  });

  it('makes only the health probes, the API reference and the signed billing webhook public', () => {
    expect(routes.filter((r) => r.public).map((r) => r.path).sort()).toEqual([
      '/billing/webhook', '/docs', '/docs/{asset}', '/health', '/health/ready', '/openapi.json',
    ]);
  });
});
