/**
 * Direct reads of the local files bucket, for what the API deliberately does not show: that an
 * ephemeral parse and the upload are really gone, and to purge a payload as S3's lifecycle rule
 * would once a short_ttl artifact expires.
 */
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { bucketEnv, workflowEnv } from '../../../shared/config/resources.js';

let client: S3Client | undefined;
function s3(): S3Client {
  const env = inject('stackEnv');
  client ??= new S3Client({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

const bucket = () => inject('stackEnv')[bucketEnv('files')]!;

/** Every object key the bucket holds for one document job (uploads and artifacts, any prefix). */
export async function objectsOfJob(tenantId: string, jobId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of [`tenants/${tenantId}/documents/${jobId}/`, `tmp/tenants/${tenantId}/documents/${jobId}/`]) {
    const out = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix }));
    keys.push(...(out.Contents ?? []).map((o) => o.Key!));
  }
  return keys.sort();
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** The Step Functions execution of a document job (named after the job), as DescribeExecution reports it. */
export async function executionOf(workflow: 'parseDocument' | 'extractDocument' | 'safeParse', jobId: string) {
  const { SFNClient, DescribeExecutionCommand } = await import('@aws-sdk/client-sfn');
  const env = inject('stackEnv');
  const client = new SFNClient({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_SFN,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
  const machineArn = env[workflowEnv(workflow)]!;
  try {
    return await client.send(new DescribeExecutionCommand({ executionArn: `${machineArn.replace(':stateMachine:', ':execution:')}:${jobId}` }));
  } finally {
    client.destroy();
  }
}
