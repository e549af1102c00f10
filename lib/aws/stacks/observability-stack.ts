/**
 * Alarms and where they go: API 5xx, Lambda errors and throttles, and any message in a dead-letter
 * queue, all to one encrypted, TLS-only SNS topic (with an e-mail subscription when configured).
 */
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../../config.js';
import { constructId } from '../naming.js';

export interface ObservabilityStackProps extends StackProps {
  readonly config: StageConfig;
  readonly httpApi: IHttpApi;
  /** Dead-letter queues by queue name. */
  readonly deadLetterQueues: Readonly<Record<string, IQueue>>;
  /** Queues whose dead-letter queue a worker consumes (its depth then stays near zero). */
  readonly consumedDeadLetters?: readonly string[];
  /** State machine ARNs by workflow name (document workflows). */
  readonly stateMachines?: Readonly<Record<string, string>>;
}

const PERIOD = Duration.minutes(5);

interface AlarmSpec {
  readonly id: string;
  readonly description: string;
  readonly metric: IMetric;
  /** Alarm when the period's value is at least this. */
  readonly threshold: number;
}

export class ObservabilityStack extends Stack {
  readonly topic: Topic;
  readonly alarms: readonly Alarm[];

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.topic = this.alarmTopic(config);
    const action = new SnsAction(this.topic);
    this.alarms = alarmSpecs(props).map((spec) => {
      const alarm = new Alarm(this, spec.id, {
        alarmName: `${config.resourcePrefix}-${spec.id}`,
        alarmDescription: spec.description,
        metric: spec.metric,
        threshold: spec.threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // No traffic, no errors: silence is healthy.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
      return alarm;
    });
  }

  private alarmTopic(config: StageConfig): Topic {
    // CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, so the topic
    // gets its own key whose policy lets CloudWatch alarms of this account use it.
    const key = new Key(this, 'AlarmTopicKey', {
      description: `${config.resourcePrefix}: alarm topic`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
    );
    const topic = new Topic(this, 'AlarmTopic', {
      topicName: `${config.resourcePrefix}-alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (config.alarmEmail) topic.addSubscription(new EmailSubscription(config.alarmEmail));
    return topic;
  }
}

/**
 * Lambda errors and throttles are the account-wide aggregates: each stage is meant to run in its
 * own account, so they cover exactly this service's functions, and they stay one alarm each as the
 * route table grows (a per-function alarm set would be 2 × 70 alarms and as many stack exports).
 */
function alarmSpecs(props: ObservabilityStackProps): AlarmSpec[] {
  const sum = { period: PERIOD, statistic: 'Sum' };
  return [
    {
      id: 'Api5xx',
      description: 'HTTP API returned 5xx responses (handler crash, timeout or integration failure).',
      metric: props.httpApi.metricServerError(sum),
      threshold: 5,
    },
    {
      id: 'LambdaErrors',
      description: 'Lambda invocations failed (unhandled errors or timeouts) in this account and region.',
      metric: LambdaFunction.metricAllErrors(sum),
      threshold: 5,
    },
    {
      id: 'LambdaThrottles',
      description: 'Lambda invocations were throttled: concurrency limit reached.',
      metric: LambdaFunction.metricAllThrottles(sum),
      threshold: 1,
    },
    ...Object.entries(props.deadLetterQueues).map(([name, dlq]) => ({
      id: `${constructId(name)}DlqDepth`,
      description: `Messages are waiting in the ${name} dead-letter queue: they failed every retry.`,
      metric: dlq.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
      threshold: 1,
    })),
    // A consumed dead-letter queue empties within seconds: count what arrives instead.
    ...(props.consumedDeadLetters ?? []).map((name) => ({
      id: `${constructId(name)}DeadLettered`,
      description: `Messages reached the ${name} dead-letter queue (every retry failed); its worker ended them, e.g. jobs as error.`,
      metric: props.deadLetterQueues[name]!.metricNumberOfMessagesReceived(sum),
      threshold: 1,
    })),
    // Input faults (a corrupt upload) end an execution successfully; these are system failures.
    ...Object.entries(props.stateMachines ?? {}).map(([name, arn]) => ({
      id: `${constructId(name)}WorkflowFailures`,
      description: `The ${name} state machine had executions fail, time out or abort (system errors, after retries).`,
      metric: new MathExpression({
        expression: 'failed + timedOut + aborted',
        label: `${name} failed executions`,
        period: PERIOD,
        usingMetrics: Object.fromEntries(
          (['failed', 'timedOut', 'aborted'] as const).map((key) => [
            key,
            new Metric({
              namespace: 'AWS/States',
              metricName: { failed: 'ExecutionsFailed', timedOut: 'ExecutionsTimedOut', aborted: 'ExecutionsAborted' }[key],
              dimensionsMap: { StateMachineArn: arn },
              ...sum,
            }),
          ]),
        ),
      }),
      threshold: 1,
    })),
  ];
}
