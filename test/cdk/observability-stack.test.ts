/** Alarms reach a person: API 5xx, Lambda errors/throttles and every DLQ, on an encrypted topic. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUES, WORKFLOWS } from '../../shared/config/resources.js';
import { buildTestService, templateOf } from './support/service.js';
import { workers } from '../../functions/routes.js';

let template: Template;
beforeAll(() => {
  template = templateOf(buildTestService('prod', { overrides: { alarmEmail: 'oncall@example.com' } }).stacks.observability);
});

describe('observability stack', () => {
  it('publishes to a KMS-encrypted, TLS-only topic with the configured e-mail subscription', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@example.com' });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' } }),
        ]),
      },
    });
  });

  it.each([
    ['5xx', 'AWS/ApiGateway'],
    ['Errors', 'AWS/Lambda'],
    ['Throttles', 'AWS/Lambda'],
  ])('alarms on %s (%s) and notifies the topic', (metric, namespace) => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: metric,
      Namespace: namespace,
      AlarmActions: [Match.anyValue()],
    });
  });

  it('alarms when any dead-letter queue holds a message', () => {
    // Api5xx, LambdaErrors, LambdaThrottles, one per dead-letter queue, one per dead-letter
    // queue a worker consumes, one per document workflow.
    const consumed = workers.filter((w) => w.deadLetters).length;
    expect(consumed).toBeGreaterThan(0);
    template.resourceCountIs('AWS::CloudWatch::Alarm', 3 + Object.keys(QUEUES).length + consumed + Object.keys(WORKFLOWS).length);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('alarms when a message reaches a dead-letter queue its worker empties at once', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'NumberOfMessagesReceived',
      Namespace: 'AWS/SQS',
      Threshold: 1,
      Statistic: 'Sum',
    });
  });
});
