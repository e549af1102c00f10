/** The API stack: one function and one route per route-table entry, with exactly its grants. */
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bucketEnv,
  physicalName,
  queueEnv,
  tableEnv,
  workflowEnv,
  type BucketName,
  type QueueName,
  type WorkflowName,
  type TableName,
} from '../../shared/config/resources.js';
import { KMS_KEY_ENV } from '../../lib/aws/constructs/resource-access.js';
import { stageConfig } from '../../lib/config.js';
import { routes, type RouteSpec } from '../../functions/routes.js';
import { API_PREFIX } from '../../lib/aws/constructs/api-function.js';
import { buildTestService, templateOf, type BuiltService } from './support/service.js';
import { actionsWithPrefix, kmsActions, statementsOf, tableAccess } from './support/policies.js';

let built: BuiltService;
beforeAll(() => {
  built = buildTestService('dev');
});

const groupTemplate = (route: RouteSpec) => {
  const nested = built.stacks.api.groups.get(route.group);
  if (!nested) throw new Error(`No nested stack for group ${route.group}`);
  return templateOf(nested);
};
const DEV_RETENTION: number = stageConfig('dev').logRetention;
const routeCases = routes.map((r) => [`${r.method} ${r.path}`, r] as const);

describe('API stack', () => {
  it('puts each group in its own nested stack with one function per route', () => {
    const groups = new Set(routes.map((r) => r.group));
    expect([...built.stacks.api.groups.keys()].sort()).toEqual([...groups].sort());
    for (const group of groups) {
      const template = templateOf(built.stacks.api.groups.get(group)!);
      const expected = routes.filter((r) => r.group === group).length;
      template.resourceCountIs('AWS::Lambda::Function', expected);
      template.resourceCountIs('AWS::ApiGatewayV2::Route', expected);
    }
  });

  it('runs every function on nodejs22.x, arm64, traced, with a log group that has retention', () => {
    for (const stack of [built.stacks.api, ...built.stacks.api.groups.values()]) {
      const template = templateOf(stack);
      template.allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: Match.anyValue() },
      });
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: DEV_RETENTION });
    }
  });

  it('routes anything unlisted to the unknown-route function and logs access', () => {
    const template = templateOf(built.stacks.api);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$default' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', { PayloadFormatVersion: '2.0' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it.each(routeCases)('%s: route key, memory, timeout and environment', (_, route) => {
    const template = groupTemplate(route);
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: `${route.method} ${API_PREFIX}${route.path}`,
    });
    const tableVars = Object.fromEntries(
      Object.keys(route.tables ?? {}).map((t) => [tableEnv(t as TableName), physicalName('pii-dev', t)]),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp(`^${route.operation}:`),
      MemorySize: route.memoryMb ?? (route.group === 'redaction' ? 1024 : 512),
      Timeout: route.timeoutSeconds ?? 29,
      Environment: {
        Variables: Match.objectEquals({
          STAGE: 'dev',
          POWERTOOLS_SERVICE_NAME: route.group,
          JOB_RETENTION_DAYS: '30',
          NODE_OPTIONS: '--enable-source-maps',
          ...tableVars,
          ...Object.fromEntries(Object.keys(route.buckets ?? {}).map((b) => [bucketEnv(b as BucketName), Match.anyValue()])),
          ...Object.fromEntries(Object.keys(route.queues ?? {}).map((q) => [queueEnv(q as QueueName), Match.anyValue()])),
          ...Object.fromEntries(Object.keys(route.workflows ?? {}).map((w) => [workflowEnv(w as WorkflowName), Match.anyValue()])),
          ...(route.kms ? { [KMS_KEY_ENV]: Match.anyValue() } : {}),
        }),
      },
    });
  });

  it.each(routeCases)('%s: IAM grants exactly the declared tables, queues and key use', (_, route) => {
    const statements = statementsOf(groupTemplate(route), route.operation);
    const expected = Object.fromEntries(
      Object.entries(route.tables ?? {}).map(([t, level]) => [physicalName('pii-dev', t), level]),
    );
    expect(tableAccess(statements, 'pii-dev')).toEqual(expected);
    expect(actionsWithPrefix(statements, 'sqs:').length > 0).toBe(Object.keys(route.queues ?? {}).length > 0);
    expect(actionsWithPrefix(statements, 's3:').length > 0).toBe(Object.keys(route.buckets ?? {}).length > 0);
    const kms = kmsActions(statements);
    const writes = [...Object.values(route.tables ?? {}), ...Object.values(route.buckets ?? {})].includes('rw');
    const readsEncrypted = Object.keys({ ...route.tables, ...route.buckets }).length > 0;
    if (route.kms || writes) expect(kms).toContain('kms:Encrypt');
    else if (readsEncrypted) expect(kms.sort()).toEqual(['kms:Decrypt', 'kms:DescribeKey']);
    else expect(kms).toEqual([]);
  });

  it('keeps the health probe away from every table, and GetReadiness read-only', () => {
    const health = routes.find((r) => r.operation === 'GetHealth')!;
    const healthStatements = statementsOf(groupTemplate(health), 'GetHealth');
    expect(actionsWithPrefix(healthStatements, 'dynamodb:')).toEqual([]);
    expect(kmsActions(healthStatements)).toEqual([]);
    const ready = routes.find((r) => r.operation === 'GetReadiness')!;
    const readyStatements = statementsOf(groupTemplate(ready), 'GetReadiness');
    expect(actionsWithPrefix(readyStatements, 'dynamodb:')).not.toContain('dynamodb:PutItem');
    expect(JSON.stringify(readyStatements)).not.toContain('pii-dev-audit');
  });
});
