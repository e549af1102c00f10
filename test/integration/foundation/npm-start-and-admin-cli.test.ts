import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `npm start` as a user runs it (lib/local/main.ts), then the admin CLI against it. */
describe('npm start and npm run admin', () => {
  let server: ChildProcess;
  let output = '';
  let dataDir: string;
  let api: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pii-start-'));
    const port = await freePort();
    api = `http://127.0.0.1:${port}/api/v1`;
    server = spawn(tsx, ['lib/local/main.ts', '--in-memory', '--port', String(port), '--data-dir', dataDir], {
      env: { ...process.env, BOOTSTRAP_ADMIN_KEY: '', BOOTSTRAP_OPERATOR_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!output.includes('Press Ctrl-C') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  });

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = (...args: string[]) => spawnSync(tsx, ['lib/admin/cli.ts', ...args, '--data-dir', dataDir], { encoding: 'utf8' });

  it('prints the API, both bootstrap keys, and serves readiness', async () => {
    expect(output).toContain(api);
    expect(output).toMatch(/Operator key\s+pk_(live|test)_[0-9A-Za-z]{32,}/);
    expect(output).toMatch(/Dev admin key\s+pk_(live|test)_[0-9A-Za-z]{32,}/);
    const ready = await fetch(`${api}/health/ready`);
    expect(ready.status).toBe(200);
  });

  it('creates a tenant whose admin key works, lists it, and mints another key', async () => {
    const created = admin('tenant', 'create', '--name', 'acme', '--plan', 'pro');
    expect(created.status).toBe(0);
    const tenantId = /tenant_id:\s+(\S+)/.exec(created.stdout)?.[1];
    const key = /admin key:\s+(\S+)/.exec(created.stdout)?.[1];
    expect(tenantId).toMatch(/^ten_/);
    const keys = await fetch(`${api}/api-keys`, { headers: { 'x-api-key': key ?? '' } });
    expect(keys.status).toBe(200);
    expect(keys.headers.get('x-ratelimit-limit')).toBe('1000');

    expect(admin('tenant', 'list').stdout).toContain(`${tenantId}\tpro\t-\t`);
    const proAllowance = admin('tenant', 'set-allowance', '--tenant', tenantId ?? '', '--tokens', '5000');
    expect(proAllowance.status).toBe(2);
    expect(proAllowance.stderr).toContain('only for enterprise tenants');
    const minted = admin('key', 'create', '--tenant', tenantId ?? '', '--name', 'ci', '--mode', 'test');
    expect(minted.status).toBe(0);
    const member = /key:\s+(pk_test_\S+)/.exec(minted.stdout)?.[1];
    expect((await fetch(`${api}/features`, { headers: { 'x-api-key': member ?? '' } })).status).toBe(200);
  });

  it('sets an enterprise tenant\'s monthly token allowance, shown by tenant list', () => {
    const set = admin('tenant', 'set-allowance', '--tenant', 'ten_dev', '--tokens', '2500');
    expect(set.status).toBe(0);
    expect(admin('tenant', 'list').stdout).toContain('ten_dev\tenterprise\t2500\t');
  });

  it('rejects bad admin input with a clear message and exit code 2', () => {
    const bad = admin('tenant', 'create', '--name', 'x', '--plan', 'platinum');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--plan must be one of free, pro, enterprise');
  });

  it('prints a header row first in tenant list', () => {
    const lines = admin('tenant', 'list').stdout.trim().split('\n');
    expect(lines[0]).toBe('tenant_id\tplan\tallowance\toperator\tcreated_at\tname');
    expect(lines.slice(1).every((line) => line.startsWith('ten_'))).toBe(true);
  });

  it('says what to set when --stage has no AWS region or credentials', () => {
    // A shell with no AWS setup at all (the local stack's endpoints and keys removed too).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^AWS_|ENDPOINT/.test(name)));
    const noAws = { ...env, AWS_CONFIG_FILE: '/nonexistent', AWS_SHARED_CREDENTIALS_FILE: '/nonexistent', AWS_EC2_METADATA_DISABLED: 'true' };
    const noRegion = spawnSync(tsx, ['lib/admin/cli.ts', 'tenant', 'list', '--stage', 'dev'], { encoding: 'utf8', env: noAws });
    expect(noRegion.status).toBe(1);
    expect(noRegion.stderr).toContain('no region is configured: set AWS_REGION');
    expect(noRegion.stderr).not.toContain('Region is missing');
    const noCredentials = spawnSync(tsx, ['lib/admin/cli.ts', 'tenant', 'list', '--stage', 'dev'], {
      encoding: 'utf8', env: { ...noAws, AWS_REGION: 'eu-west-1' },
    });
    expect(noCredentials.status).toBe(1);
    expect(noCredentials.stderr).toContain('no credentials were found');
  });

  it('stops cleanly on Ctrl-C (SIGINT), exit code 0', async () => {
    expect(server.exitCode).toBeNull();
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`${api}/health`)).rejects.toThrow();
    const after = admin('tenant', 'list');
    expect(after.status).toBe(1);
    expect(after.stderr).toMatch(/npm start/);
  });
});
