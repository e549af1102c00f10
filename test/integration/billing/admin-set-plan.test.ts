import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api.js';
import { createTenant } from '../helpers/tenants.js';
import { auditOf, balanceOf, checkOutInBrowser } from './billing-helpers.js';

/**
 * `npm run admin -- tenant set-plan` as an operator runs it: a separate process (tsx) pointed at
 * the shared test stack through a runtime.json, as `npm start` writes one. The stack's HTTP
 * front must see the change on its very next request (it reads the tenant afresh every time).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'pii-admin-plan-'));
const stackEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(AWS_|TABLE_|BUCKET_|QUEUE_|STAGE$)/.test(name)));
writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ pid: process.pid, baseUrl: '', env: stackEnv }));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['lib/admin/cli.ts', ...args, '--data-dir', dataDir], { encoding: 'utf8' });

describe('npm run admin -- tenant set-plan', () => {
  it('changes the plan for the next request, audits it, and withdraws a pending revert', async () => {
    const tenant = await createTenant('free');
    await checkOutInBrowser(tenant.key, 'pro');
    await api('POST', '/billing/cancel', { key: tenant.key });

    const out = admin('tenant', 'set-plan', '--tenant', tenant.id, '--plan', 'enterprise');
    const next = await api('GET', '/billing/balance', { key: tenant.key });
    const cancelAgain = await api('POST', '/billing/cancel', { key: tenant.key });

    expect(out.status).toBe(0);
    expect(out.stdout).toContain('pro -> enterprise');
    expect(out.stdout).toContain('still runs at the payment provider');
    expect(next.body).toMatchObject({ plan: 'enterprise', tokens_limit: 100_000_000 });
    expect(next.headers['x-ratelimit-limit']).toBeUndefined(); // enterprise: unlimited
    const [latest] = await auditOf(tenant.key, 'tenant.plan_changed');
    expect(latest).toMatchObject({ actor: 'admin-cli', metadata: { old_plan: 'pro', new_plan: 'enterprise', reason: 'operator' } });
    // The revert was withdrawn, so cancelling schedules a new one (a second audit event).
    expect(cancelAgain.status).toBe(200);
    expect(await auditOf(tenant.key, 'billing.cancellation_scheduled')).toHaveLength(2);
  });

  it('refuses an unknown plan or tenant', async () => {
    const tenant = await createTenant('free');
    expect(admin('tenant', 'set-plan', '--tenant', tenant.id, '--plan', 'gold').status).toBe(2);
    expect(admin('tenant', 'set-plan', '--tenant', 'ten_missing', '--plan', 'pro').status).toBe(2);
    expect((await balanceOf(tenant.key)).plan).toBe('free');
  });
});
