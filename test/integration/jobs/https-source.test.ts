/**
 * https:// sources through the SSRF-guarded fetch. The stack allows loopback (and plain http to
 * it) only because the tests set SSRF_ALLOW_LOOPBACK=1 on the local stage, so a server in this
 * process can play the remote host; private, metadata and IPv4-mapped addresses stay refused,
 * also when reached through a redirect.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { waitForJob, type JobBody } from '../helpers/jobs.js';
import { createTenant, type TestTenant } from '../helpers/tenants.js';

let server: Server;
let base: string;
let tenant: TestTenant;
let flaky = 0;
let down = 0;

beforeAll(async () => {
  tenant = await createTenant('enterprise', 'test');
  server = createServer((req, res) => {
    if (req.url === '/dump.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Nightly dump: call Jane Doe on +1 415-555-0132.');
    } else if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (req.url === '/flaky.txt') {
      // Our side of a retry: the first answer is a 503, the next one works.
      flaky += 1;
      res.writeHead(flaky === 1 ? 503 : 200, { 'content-type': 'text/plain' });
      res.end(flaky === 1 ? 'busy' : 'Write to ana@correo.es');
    } else if (req.url === '/down.txt') {
      down += 1;
      res.writeHead(503);
      res.end('down');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const submit = async (uri: string) => {
  const res = await api('POST', '/redact/uri', { key: tenant.key, body: { uri } });
  expect(res.status).toBe(202);
  return waitForJob(tenant.key, (res.body as JobBody).id);
};

describe('https:// sources', () => {
  it('downloads and redacts', async () => {
    const job = await submit(`${base}/dump.txt`);
    expect(job.status).toBe('completed');
    const out = await api('GET', `/jobs/${job.id}/download`, { key: tenant.key });
    expect(out.body).toBe('Nightly dump: call [PERSON] on [PHONE_NUMBER].');
  });

  it('a 404 is the input’s fault; a 503 is retried and then succeeds', async () => {
    const missing = await submit(`${base}/nothing-here.txt`);
    expect(missing.status).toBe('failed');
    expect(missing.error_message).toBe('The input URL was not found (404).');
    const retried = await submit(`${base}/flaky.txt`);
    expect(retried.status).toBe('completed');
    expect(flaky).toBe(2);
  }, 60_000);

  it('ends as error after the queue’s retries when the fault is never the input’s', async () => {
    const job = await submit(`${base}/down.txt`);
    expect(job.status).toBe('error');
    expect(job.error_message).toBe('An internal error stopped this job after 3 attempts. It will not be retried; submit it again.');
    expect(down).toBe(3);
    expect((await api('GET', `/jobs/${job.id}/download`, { key: tenant.key })).status).toBe(404);
  }, 60_000);

  it.each([
    'http://10.0.0.1/file.txt',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/file.txt',
    'https://10.0.0.1/file.txt',
  ])('refuses %s (failed, never fetched)', async (uri) => {
    const job = await submit(uri);
    expect(job.status).toBe('failed');
    expect(job.error_message).toMatch(/does not fetch from|could not be fetched/);
  });

  it('refuses a redirect to the metadata address', async () => {
    const job = await submit(`${base}/to-metadata`);
    expect(job.status).toBe('failed');
    expect(job.error_message).toMatch(/does not fetch from/);
  });
});
