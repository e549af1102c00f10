import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { api } from './api.js';

let client: S3Client | undefined;

/** The test process's own client of the local S3 (s3rver), for fixtures and checks. */
export function testS3(): S3Client {
  client ??= new S3Client({
    endpoint: inject('s3Endpoint'),
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

/** A caller's own bucket (an s3:// input or output_uri target). */
export async function ensureBucket(bucket: string): Promise<void> {
  try {
    await testS3().send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes((error as Error).name)) throw error;
  }
}

export async function putObject(bucket: string, key: string, body: string | Buffer, contentType = 'text/plain'): Promise<void> {
  await testS3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

export async function getObjectText(bucket: string, key: string): Promise<string> {
  const out = await testS3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return out.Body!.transformToString();
}

export async function listKeys(bucket: string, prefix: string): Promise<string[]> {
  const out = await testS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

export interface JobBody {
  id: string;
  status: string;
  input_uri: string;
  output_uri: string | null;
  progress_pct: number;
  findings: { entity_type: string; start: number; end: number; score: number }[];
  entity_count: number;
  findings_truncated: boolean;
  tokens_used: number;
  error_message: string | null;
  batch_id: string | null;
  completed_at: string | null;
}

const TERMINAL = ['completed', 'failed', 'error'];

/** Polls GET /jobs/{id} until the job is terminal (or `until` holds). */
export async function waitForJob(
  key: string,
  id: string,
  until: (job: JobBody) => boolean = (job) => TERMINAL.includes(job.status),
  timeoutMs = 45_000,
): Promise<JobBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', `/jobs/${id}`, { key });
    if (res.status !== 200) throw new Error(`GET /jobs/${id}: ${res.status} ${JSON.stringify(res.body)}`);
    const job = res.body as JobBody;
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status} (${job.progress_pct}%)`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Test-only control of the stack's SQS pollers (global-setup enables it). */
export async function workers(action: 'stop' | 'start'): Promise<void> {
  const res = await fetch(`${inject('baseUrl')}/_local/workers/${action}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`workers ${action}: ${res.status}`);
}
