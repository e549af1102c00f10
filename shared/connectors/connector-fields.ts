/**
 * What a connector is: the contract's fields, the DECISIONS credentials and the project's
 * additions (`output_prefix`, `endpoint`). Credentials are write-only: they are validated here,
 * stored encrypted (connector-credentials.ts) and never part of any response.
 */
import { z } from 'zod';
import { cronProblem } from './connector-cron.js';

export const CONNECTOR_PROVIDERS = ['s3', 'gcs'] as const;
export type ConnectorProvider = (typeof CONNECTOR_PROVIDERS)[number];

/** S3 and GCS bucket names: 3-63 lower-case letters, digits, dots and hyphens. */
const bucket = z
  .string()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens');

/** Object key prefixes: no leading slash (keys never start with one), at most 512 characters. */
const keyPrefix = z
  .string()
  .max(512)
  .refine((p) => !p.startsWith('/'), 'must not start with "/"');

const cron = z
  .string()
  .max(100)
  .superRefine((value, ctx) => {
    const problem = cronProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `schedule_cron ${problem}` });
  });

export const s3RoleCredentials = z.strictObject({
  role_arn: z.string().regex(/^arn:aws[a-z-]*:iam::\d{12}:role\/[\w+=,.@\/-]{1,512}$/, 'must be an IAM role ARN'),
  external_id: z.string().min(2).max(1224),
});
export const s3KeyCredentials = z.strictObject({
  access_key_id: z.string().min(3).max(128),
  secret_access_key: z.string().min(3).max(256),
});
export const gcsHmacCredentials = z.strictObject({
  hmac_access_id: z.string().min(3).max(128),
  hmac_secret: z.string().min(3).max(256),
});
export const connectorCredentials = z.union([s3RoleCredentials, s3KeyCredentials, gcsHmacCredentials]);
export type ConnectorCredentials = z.infer<typeof connectorCredentials>;

export type CredentialKind = 'assume_role' | 'access_keys' | 'gcs_hmac';
export const credentialKind = (c: ConnectorCredentials): CredentialKind =>
  'role_arn' in c ? 'assume_role' : 'access_key_id' in c ? 'access_keys' : 'gcs_hmac';

/**
 * `endpoint`: an S3-compatible store (MinIO-style, or the local emulator). Only the origin is
 * kept; it must be https, except loopback under the local allowance (checked by the SSRF guard).
 */
const endpoint = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .max(300)
  .transform((u) => new URL(u).origin);

/** Create: every field, with defaults. PUT merges into the stored record and re-checks it here. */
export const connectorFields = z.object({
  provider: z.enum(CONNECTOR_PROVIDERS),
  bucket,
  prefix: keyPrefix.default(''),
  schedule_cron: cron.nullable().default(null),
  policy_id: z.string().min(1).max(100).nullable().default(null),
  output_prefix: keyPrefix.min(1).default('redacted/'),
  endpoint: endpoint.nullable().default(null),
  active: z.boolean().default(true),
  credentials: connectorCredentials,
});
export type ConnectorFields = z.infer<typeof connectorFields>;

/** Cross-field rules, as 422 issues: credentials fit the provider, scan and output prefixes apart. */
export function connectorProblems(fields: ConnectorFields): { loc: string[]; msg: string }[] {
  const problems: { loc: string[]; msg: string }[] = [];
  const kind = credentialKind(fields.credentials);
  if (fields.provider === 'gcs' && kind !== 'gcs_hmac') {
    problems.push({ loc: ['credentials'], msg: 'a gcs connector takes HMAC credentials (hmac_access_id, hmac_secret)' });
  }
  if (fields.provider === 's3' && kind === 'gcs_hmac') {
    problems.push({ loc: ['credentials'], msg: 'an s3 connector takes role_arn + external_id, or access_key_id + secret_access_key' });
  }
  // An output prefix inside the scanned prefix is fine (the default: whole bucket, outputs under
  // redacted/), since keys under it are skipped by every sync. A scanned prefix inside (or equal
  // to) the output prefix is not: everything it would scan is output.
  if (fields.prefix.startsWith(fields.output_prefix)) {
    problems.push({ loc: ['prefix'], msg: 'must not lie inside output_prefix: outputs are never scanned' });
  }
  return problems;
}
