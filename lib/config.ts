/**
 * Typed per-stage settings. `-c stage=dev|prod` picks one; everything that differs between a
 * disposable dev stage and production lives here, so the stacks contain no `if (prod)`.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const STAGES = ['dev', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

export interface StageConfig {
  readonly stage: Stage;
  /** CloudFormation stack names: `<stackPrefix>-Stateful`, `-Api`, `-Workers`, `-Observability`. */
  readonly stackPrefix: string;
  /** Physical-name prefix of tables and other named resources (`physicalName(prefix, name)`). */
  readonly resourcePrefix: string;
  /** What CloudFormation does with data (tables, buckets, key) when a stack or resource goes away. */
  readonly removalPolicy: RemovalPolicy;
  /** DynamoDB deletion protection; a table cannot be deleted until it is switched off. */
  readonly deletionProtection: boolean;
  readonly pointInTimeRecovery: boolean;
  /** Keep old object versions (recover overwritten or deleted uploads) and for how long. */
  readonly bucketVersioning: boolean;
  readonly noncurrentVersionExpiration: Duration;
  /** Lambda and API access log retention. */
  readonly logRetention: RetentionDays;
  /** Days before S3 server access logs are deleted from the logs bucket. */
  readonly accessLogExpirationDays: number;
  /** Days before expiring objects (temporary uploads, job outputs) are deleted. */
  readonly jobRetentionDays: number;
  /** Subscribed to the alarm topic when set. */
  readonly alarmEmail?: string;
  /**
   * Stripe for this stage. Without it the billing routes use the local provider, which only the
   * local runtime serves (on AWS they answer 503).
   */
  readonly stripe?: StripeConfig;
}

/**
 * Per-stage Stripe settings. No secret goes into the template: the functions get the NAME of a
 * Secrets Manager secret holding `{"secret_key": "sk_...", "webhook_secret": "whsec_..."}`, may
 * read only that secret, and read it at cold start.
 */
export interface StripeConfig {
  readonly secretName: string;
  /** Price ids of the paid plans (Stripe test and live mode have different ones). */
  readonly prices: { readonly pro?: string; readonly enterprise?: string };
}

const DEFAULT_JOB_RETENTION_DAYS = 30;

const base = (stage: Stage) => ({
  stage,
  stackPrefix: `Pii-${stage.charAt(0).toUpperCase()}${stage.slice(1)}`,
  resourcePrefix: `pii-${stage}`,
  jobRetentionDays: DEFAULT_JOB_RETENTION_DAYS,
});

const STAGE_CONFIGS: Record<Stage, StageConfig> = {
  dev: {
    ...base('dev'),
    // Dev data is disposable: `cdk destroy` leaves nothing behind and nothing to pay for.
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    pointInTimeRecovery: false,
    bucketVersioning: false,
    noncurrentVersionExpiration: Duration.days(1),
    logRetention: RetentionDays.TWO_WEEKS,
    accessLogExpirationDays: 30,
  },
  prod: {
    ...base('prod'),
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    pointInTimeRecovery: true,
    bucketVersioning: true,
    noncurrentVersionExpiration: Duration.days(30),
    logRetention: RetentionDays.THREE_MONTHS,
    accessLogExpirationDays: 365,
  },
};

export interface StageOverrides {
  readonly jobRetentionDays?: number;
  readonly alarmEmail?: string;
  readonly stripe?: StripeConfig;
}

const SECRET_NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;
const PRICE_ID = /^price_[A-Za-z0-9_]+$/;

/** Stripe settings from CDK context (`stripe` in cdk.json, keyed by stage), checked. */
export function stripeConfig(value: unknown): StripeConfig | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<StripeConfig>;
  if (typeof parsed.secretName !== 'string' || !SECRET_NAME.test(parsed.secretName)) {
    throw new Error('stripe.secretName must be a Secrets Manager secret name');
  }
  const prices = parsed.prices ?? {};
  for (const [plan, id] of Object.entries(prices)) {
    if (!['pro', 'enterprise'].includes(plan) || typeof id !== 'string' || !PRICE_ID.test(id)) {
      throw new Error(`stripe.prices.${plan} must be a Stripe price id (price_...) of plan pro or enterprise`);
    }
  }
  return { secretName: parsed.secretName, prices };
}

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

/** The config of a stage, with the optional overrides given as CDK context. */
export function stageConfig(stage: Stage, overrides: StageOverrides = {}): StageConfig {
  const days = overrides.jobRetentionDays ?? DEFAULT_JOB_RETENTION_DAYS;
  if (!Number.isInteger(days) || days < 1) {
    throw new Error(`jobRetentionDays must be a positive integer, got ${String(overrides.jobRetentionDays)}`);
  }
  return {
    ...STAGE_CONFIGS[stage],
    jobRetentionDays: days,
    ...(overrides.alarmEmail ? { alarmEmail: overrides.alarmEmail } : {}),
    ...(overrides.stripe ? { stripe: overrides.stripe } : {}),
  };
}
