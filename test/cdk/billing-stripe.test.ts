/**
 * Stripe settings per stage: the billing functions get the secret's name and price ids, may read
 * that one secret, and the template holds no secret value. Without them, nothing Stripe is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { stripeConfig } from '../../lib/config.js';
import { buildTestService, nagViolations, templateOf, type BuiltService } from './support/service.js';
import { actionsWithPrefix, statementsOf } from './support/policies.js';

const stripe = { secretName: 'pii-dev/stripe', prices: { pro: 'price_1ProTest', enterprise: 'price_1EntTest' } };
let withStripe: BuiltService;
let without: BuiltService;
beforeAll(() => {
  withStripe = buildTestService('dev', { overrides: { stripe } });
  without = buildTestService('dev');
});

const billingTemplate = (built: BuiltService) => templateOf(built.stacks.api.groups.get('billing')!);
const envOf = (built: BuiltService, operation: string) => {
  const functions = billingTemplate(built).findResources('AWS::Lambda::Function');
  const [, fn] = Object.entries(functions).find(([id]) => id.startsWith(`${operation}Handler`))!;
  return (fn as { Properties: { Environment: { Variables: Record<string, unknown> } } }).Properties.Environment.Variables;
};

describe('Stripe configuration per stage', () => {
  it('gives every billing-provider route the secret name and prices, and read access to that secret only', () => {
    const billingRoutes = routes.filter((r) => r.billingProvider);
    expect(billingRoutes.map((r) => r.operation).sort()).toEqual(
      ['CancelSubscription', 'CreateCheckout', 'CreatePortalSession', 'ReceiveBillingWebhook'],
    );
    for (const route of billingRoutes) {
      expect(envOf(withStripe, route.operation)).toMatchObject({
        STRIPE_SECRET_NAME: 'pii-dev/stripe', STRIPE_PRICE_PRO: 'price_1ProTest', STRIPE_PRICE_ENTERPRISE: 'price_1EntTest',
      });
      const statements = statementsOf(billingTemplate(withStripe), route.operation);
      expect(actionsWithPrefix(statements, 'secretsmanager:').sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
      expect(JSON.stringify(statements)).toContain(':secret:pii-dev/stripe-??????');
    }
    expect(envOf(withStripe, 'GetBalance')).not.toHaveProperty('STRIPE_SECRET_NAME');
  });

  it('sets nothing Stripe without the settings, and never a key in the template', () => {
    expect(envOf(without, 'CreateCheckout')).not.toHaveProperty('STRIPE_SECRET_NAME');
    expect(JSON.stringify(billingTemplate(withStripe).toJSON())).not.toMatch(/sk_(live|test)_|whsec_/);
  });

  it('passes cdk-nag with Stripe configured', () => {
    expect(nagViolations(withStripe).map((v) => `${v.ruleName} @ ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });

  it('checks the context: a secret name and price ids of the paid plans', () => {
    expect(stripeConfig(JSON.stringify(stripe))).toEqual(stripe);
    expect(stripeConfig(undefined)).toBeUndefined();
    expect(() => stripeConfig({ secretName: 'x', prices: { pro: 'sk_live_oops' } })).toThrow(/price id/);
    expect(() => stripeConfig({ secretName: 'x', prices: { free: 'price_1' } })).toThrow(/pro or enterprise/);
    expect(() => stripeConfig({ prices: {} })).toThrow(/secretName/);
  });
});
