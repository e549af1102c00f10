/**
 * Operator CLI: `npm run admin -- <command> [--stage dev|prod] [--data-dir .data]`
 *   tenant create --name NAME --plan free|pro|enterprise [--mode live|test] [--allowance TOKENS]
 *   tenant set-allowance --tenant TENANT_ID --tokens N|default
 *   tenant set-plan --tenant TENANT_ID --plan free|pro|enterprise
 *   tenant list
 *   key create --tenant TENANT_ID --name NAME [--role admin|member] [--mode live|test]
 * It calls the same domain code as POST /tenants and POST /api-keys, audit events included.
 * A monthly token allowance is only for enterprise tenants (free and pro have the contract's);
 * `default` puts a tenant back on the plan's allowance. A running service reads the tenant on
 * every request, so a changed allowance or plan applies from its next request. `set-plan` goes
 * through the same code as billing's plan changes (audited as tenant.plan_changed) and withdraws
 * a pending revert to free.
 */
import { parseArgs } from 'node:util';
import { recordAudit } from '../../shared/audit/audit-log.js';
import { createApiKey } from '../../shared/tenancy/api-key-repository.js';
import { createTenantWithAdminKey } from '../../shared/tenancy/create-tenant.js';
import { PLANS, type Plan } from '../../shared/tenancy/plans.js';
import { getTenant, listTenants, setTenantAllowance } from '../../shared/tenancy/tenant-repository.js';
import { setPlanByOperator } from '../../shared/billing/subscription-sync.js';
import { assertAwsReachable, useLocalStack, useStage } from './target-env.js';

const USAGE = `Usage: npm run admin -- <command> [options]
  tenant create --name NAME --plan free|pro|enterprise [--mode live|test] [--allowance TOKENS]
  tenant set-allowance --tenant TENANT_ID --tokens N|default
  tenant set-plan --tenant TENANT_ID --plan free|pro|enterprise
  tenant list
  key create --tenant TENANT_ID --name NAME [--role admin|member] [--mode live|test]
Allowances (monthly tokens) are for enterprise tenants only; --tokens default = the plan's again.
Target: the running local stack (default; --data-dir, default .data), or --stage dev|prod for AWS.`;

const ACTOR = 'admin-cli';

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string, fallback?: T): T {
  const chosen = value ?? fallback;
  if (chosen === undefined || !allowed.includes(chosen as T)) fail(`--${flag} must be one of ${allowed.join(', ')}.`);
  return chosen as T;
}

/** Must match POST /tenants' monthly_token_allowance: an integer in 0..1e12. */
const MAX_ALLOWANCE = 1e12;

function tokenCount(value: string, flag: string): number {
  const tokens = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(tokens) || tokens > MAX_ALLOWANCE) {
    fail(`--${flag} must be a whole number of tokens from 0 to ${MAX_ALLOWANCE.toLocaleString('en-US')}.`);
  }
  return tokens;
}

const ENTERPRISE_ONLY = "A monthly token allowance is only for enterprise tenants; free and pro have the contract's allowance.";

async function main(): Promise<void> {
  // The SDK's "Node 20 support ends" notice is noise on an operator's terminal.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      plan: { type: 'string' },
      tenant: { type: 'string' },
      role: { type: 'string' },
      mode: { type: 'string' },
      allowance: { type: 'string' },
      tokens: { type: 'string' },
      stage: { type: 'string' },
      'data-dir': { type: 'string', default: process.env.DATA_DIR ?? '.data' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return;
  }
  if (values.stage) {
    useStage(values.stage);
    await assertAwsReachable(values.stage);
  }
  else useLocalStack(values['data-dir']);

  const command = positionals.join(' ');
  switch (command) {
    case 'tenant create': {
      if (!values.name) fail('--name is required.');
      const plan: Plan = oneOf(values.plan, PLANS, 'plan', 'free');
      const mode = oneOf(values.mode, ['live', 'test'] as const, 'mode', 'live');
      const allowance = values.allowance === undefined ? undefined : tokenCount(values.allowance, 'allowance');
      if (allowance !== undefined && plan !== 'enterprise') fail(ENTERPRISE_ONLY);
      const created = await createTenantWithAdminKey({ name: values.name, plan, actor: ACTOR, mode, monthlyTokenAllowance: allowance });
      console.log(`tenant_id: ${created.tenant.id}\nplan:      ${created.tenant.plan}\nadmin key: ${created.api_key.key}`);
      if (allowance !== undefined) console.log(`allowance: ${allowance} tokens/month`);
      console.log('Store the key now: it is shown only once.');
      return;
    }
    case 'tenant set-allowance': {
      if (!values.tenant || !values.tokens) fail('--tenant and --tokens are required.');
      const tokens = values.tokens === 'default' ? null : tokenCount(values.tokens, 'tokens');
      const tenant = await getTenant(values.tenant);
      if (!tenant) fail(`Tenant ${values.tenant} does not exist.`);
      if (tenant.plan !== 'enterprise') fail(`${ENTERPRISE_ONLY} Tenant ${tenant.id} is on ${tenant.plan}.`);
      const updated = await setTenantAllowance(tenant.id, tokens);
      if (!updated) fail(`Tenant ${values.tenant} does not exist.`);
      await recordAudit({
        tenant_id: updated.id,
        event_type: 'tenant.updated',
        resource_type: 'tenant',
        resource_id: updated.id,
        actor: ACTOR,
        metadata: { monthly_token_allowance: updated.monthly_token_allowance },
      });
      const shown = updated.monthly_token_allowance === null ? "the plan's" : String(updated.monthly_token_allowance);
      console.log(`tenant_id: ${updated.id}\nallowance: ${shown} tokens/month`);
      console.log('A running service meters with it from its next request.');
      return;
    }
    case 'tenant set-plan': {
      if (!values.tenant || !values.plan) fail('--tenant and --plan are required.');
      const plan: Plan = oneOf(values.plan, PLANS, 'plan');
      const before = await getTenant(values.tenant);
      if (!before) fail(`Tenant ${values.tenant} does not exist.`);
      const result = await setPlanByOperator(before.id, plan, ACTOR);
      console.log(`tenant_id: ${before.id}\nplan:      ${before.plan} -> ${result.plan ?? plan}`);
      const account = result.account;
      if (account?.subscription_id && account.subscription_status !== 'canceled') {
        console.log(`Note: subscription ${account.subscription_id} (${account.subscription_plan ?? 'paid'}) still runs at the payment provider; its later events can change the plan again.`);
      }
      return;
    }
    case 'tenant list': {
      // Allowance column: the tenant's own monthly tokens, '-' for the plan's.
      console.log(['tenant_id', 'plan', 'allowance', 'operator', 'created_at', 'name'].join('\t'));
      for (const t of await listTenants()) {
        const allowance = t.monthly_token_allowance ?? '-';
        console.log(`${t.id}\t${t.plan}\t${allowance}\t${t.is_operator ? 'operator' : '-'}\t${t.created_at}\t${t.name}`);
      }
      return;
    }
    case 'key create': {
      if (!values.tenant || !values.name) fail('--tenant and --name are required.');
      if (!(await getTenant(values.tenant))) fail(`Tenant ${values.tenant} does not exist.`);
      const role = oneOf(values.role, ['admin', 'member'] as const, 'role', 'member');
      const mode = oneOf(values.mode, ['live', 'test'] as const, 'mode', 'live');
      const { apiKey, key } = await createApiKey({ tenantId: values.tenant, name: values.name, role, mode });
      await recordAudit({
        tenant_id: values.tenant,
        event_type: 'api_key.created',
        resource_type: 'api_key',
        resource_id: apiKey.id,
        actor: ACTOR,
        metadata: { role, mode },
      });
      console.log(`key_id: ${apiKey.id}\nkey:    ${key}\nStore the key now: it is shown only once.`);
      return;
    }
    default:
      fail(`Unknown command: ${command}`);
  }
}

main().catch((error: Error) => {
  console.error(`admin: ${error.message}`);
  process.exit(1);
});
