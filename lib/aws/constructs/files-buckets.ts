/**
 * The buckets of BUCKETS, encrypted with the service key, private, TLS-only, with server access
 * logs in a separate bucket and lifecycle rules that delete expiring prefixes after the stage's
 * retention.
 */
import { Duration } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { BUCKETS, type BucketName, type BucketSpec } from '../../../shared/config/resources.js';
import type { StageConfig } from '../../config.js';
import { bucketPhysicalName } from '../stateful-resources.js';
import { constructId } from '../naming.js';

export interface FilesBucketsProps {
  readonly config: StageConfig;
  readonly key: IKey;
}

/** Incomplete multipart uploads cost storage and are never visible; drop them after a week. */
const ABORT_MULTIPART_AFTER = Duration.days(7);

export class FilesBuckets extends Construct {
  readonly byName: Record<BucketName, Bucket>;
  /** Server access logs of every bucket above. */
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: FilesBucketsProps) {
    super(scope, id);
    const { config } = props;
    // S3 server access logging cannot deliver to SSE-KMS buckets, hence S3-managed keys here.
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(config.accessLogExpirationDays) }],
      removalPolicy: config.removalPolicy,
    });
    const entries = Object.entries(BUCKETS) as [BucketName, BucketSpec][];
    this.byName = Object.fromEntries(
      entries.map(([name, spec]) => [name, this.bucket(name, spec, props)]),
    ) as Record<BucketName, Bucket>;
  }

  private bucket(name: BucketName, spec: BucketSpec, { config, key }: FilesBucketsProps): Bucket {
    return new Bucket(this, constructId(name), {
      bucketName: bucketPhysicalName(config, name),
      encryption: BucketEncryption.KMS,
      encryptionKey: key,
      // One data key per bucket instead of one KMS call per object.
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: config.bucketVersioning,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: `${name}/`,
      lifecycleRules: lifecycleRules(spec, config),
      // No autoDeleteObjects: it adds a custom-resource Lambda to every stage, and emptying a
      // bucket of tenant data should be a deliberate step even in dev.
      removalPolicy: config.removalPolicy,
    });
  }
}

/** A rule per expiring prefix, plus housekeeping that applies to the whole bucket. */
export function lifecycleRules(spec: BucketSpec, config: StageConfig): LifecycleRule[] {
  const rules: LifecycleRule[] = [
    {
      id: 'abort-incomplete-multipart-uploads',
      abortIncompleteMultipartUploadAfter: ABORT_MULTIPART_AFTER,
      ...(config.bucketVersioning ? { noncurrentVersionExpiration: config.noncurrentVersionExpiration } : {}),
    },
  ];
  for (const prefix of [...(spec.expiringPrefix ? [spec.expiringPrefix] : []), ...(spec.jobPrefixes ?? [])]) {
    rules.push({
      id: `expire-${prefix.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`,
      prefix,
      expiration: Duration.days(config.jobRetentionDays),
    });
  }
  return rules;
}
