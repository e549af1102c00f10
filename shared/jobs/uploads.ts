/**
 * Uploads for bodies over API Gateway's payload limit: POST /uploads answers a presigned S3 PUT
 * (signed with the declared size, so S3 refuses any other length), and POST /redact/file then
 * names the `upload_id`. Files sent inline with POST /redact/file are stored the same way, so
 * the worker reads every file from one place. Upload records and objects expire with the jobs.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { dynamo } from '../adapters/aws/clients.js';
import { s3 } from '../adapters/aws/s3.js';
import { bucketName, tableName } from '../config/env.js';
import { forbidden, notFound, payloadTooLarge, unprocessable } from '../http/errors.js';
import { newId, type KeyMode } from '../tenancy/key-material.js';
import { PLAN_LIMITS } from '../tenancy/plans.js';
import type { Tenant } from '../tenancy/tenant-repository.js';
import { megabytes } from './input-error.js';
import { expiresAt, type UploadView } from './job.js';
import { transact } from './job-repository.js';
import { uploadKey } from './storage-uri.js';

/** How long the presigned PUT stays valid. */
const PUT_URL_SECONDS = 15 * 60;
const uploadItemKey = (id: string) => ({ pk: `UPLOAD#${id}`, sk: 'UPLOAD' });

export interface UploadRecord {
  id: string;
  tenant_id: string;
  mode: KeyMode;
  key: string;
  filename: string | null;
  content_type: string;
  size_bytes: number;
  created_at: string;
  expires_at: number;
}

export function assertWithinPlan(tenant: Tenant, bytes: number): void {
  const limit = PLAN_LIMITS[tenant.plan].uploadBytes;
  if (bytes > limit) {
    throw payloadTooLarge(`The file is larger than the ${tenant.plan} plan's upload limit of ${megabytes(limit)}.`);
  }
}

async function saveUpload(record: UploadRecord): Promise<void> {
  await transact([
    {
      Put: {
        TableName: tableName('jobs'),
        Item: { ...uploadItemKey(record.id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
}

function newUpload(tenant: Tenant, mode: KeyMode, input: { filename?: string | undefined; content_type?: string | undefined; size_bytes: number }): UploadRecord {
  const id = newId('upl');
  const now = new Date();
  return {
    id,
    tenant_id: tenant.id,
    mode,
    key: uploadKey(tenant.id, id),
    filename: input.filename ?? null,
    content_type: input.content_type ?? 'application/octet-stream',
    size_bytes: input.size_bytes,
    created_at: now.toISOString(),
    expires_at: expiresAt(now),
  };
}

export async function createUpload(
  tenant: Tenant,
  mode: KeyMode,
  input: { filename?: string | undefined; content_type?: string | undefined; size_bytes: number },
): Promise<UploadView> {
  assertWithinPlan(tenant, input.size_bytes);
  const record = newUpload(tenant, mode, input);
  await saveUpload(record);
  const command = new PutObjectCommand({
    Bucket: bucketName('files'),
    Key: record.key,
    ContentLength: record.size_bytes,
    ContentType: record.content_type,
  });
  const url = await getSignedUrl(s3(), command, { expiresIn: PUT_URL_SECONDS });
  return {
    upload_id: record.id,
    upload_url: url,
    method: 'PUT',
    headers: { 'content-type': record.content_type, 'content-length': String(record.size_bytes) },
    size_bytes: record.size_bytes,
    expires_at: new Date(Date.now() + PUT_URL_SECONDS * 1000).toISOString(),
  };
}

/** A file that came inline with POST /redact/file, stored as an upload of its own. */
export async function storeInlineFile(
  tenant: Tenant,
  mode: KeyMode,
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<UploadRecord> {
  assertWithinPlan(tenant, file.bytes.length);
  const record = newUpload(tenant, mode, { filename: file.filename, content_type: file.contentType, size_bytes: file.bytes.length });
  await s3().send(new PutObjectCommand({ Bucket: bucketName('files'), Key: record.key, Body: file.bytes, ContentType: record.content_type }));
  await saveUpload(record);
  return record;
}

/** The caller's upload, with its content in place: 404 missing, 403 other tenant or mode, 422 not yet uploaded. */
export async function uploadedFile(tenant: Tenant, mode: KeyMode, uploadId: string): Promise<UploadRecord> {
  const out = await dynamo().send(new GetCommand({ TableName: tableName('jobs'), Key: uploadItemKey(uploadId), ConsistentRead: true }));
  const record = out.Item as (UploadRecord & { pk?: string; sk?: string }) | undefined;
  if (!record) throw notFound('Upload not found.');
  if (record.tenant_id !== tenant.id) throw forbidden('This upload belongs to another tenant.');
  if (record.mode !== mode) throw forbidden(`This upload belongs to ${record.mode} mode; a ${mode} key cannot use it.`);
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucketName('files'), Key: record.key }));
    assertWithinPlan(tenant, head.ContentLength ?? 0);
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'NotFound' || name === 'NoSuchKey') {
      throw unprocessable([{ loc: ['body', 'upload_id'], msg: 'nothing was uploaded yet: PUT the file to upload_url first', type: 'upload_empty' }]);
    }
    throw error;
  }
  const { pk: _pk, sk: _sk, ...upload } = record;
  return upload;
}
