import { GetCommand, QueryCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../adapters/aws/clients.js';
import { tableName } from '../config/env.js';
import { tenantPk } from '../tenancy/tenant-repository.js';

/**
 * The flags every tenant has: only flags that gate something (the contract's document
 * intelligence gates). The contract's other examples (llm_detection, batch_v2, audio_redaction)
 * gate nothing this service has, so listing them would promise what no switch does.
 */
export const KNOWN_FLAGS: Readonly<Record<string, string>> = {
  document_parse_api: 'POST /parse: parse PDF and DOCX into a canonical document (beta).',
  document_extract_api: 'POST /extract: extract invoice fields with citations (beta).',
  document_safe_parse_workflow: 'POST /workflows/safe-parse: PII-free parses for retrieval (beta).',
};

export const featureFlagResponse = z.object({
  name: z.string(),
  enabled: z.boolean(),
  description: z.string(),
  /** null for a flag never set for this tenant. */
  updated_at: z.string().nullable(),
});

export type FeatureFlag = z.infer<typeof featureFlagResponse>;

/** Flags never set for a tenant are off, and were never updated. */
const NEVER = null;
const flagSk = (name: string) => `FLAG#${name}`;

export const isKnownFlag = (name: string) => Object.hasOwn(KNOWN_FLAGS, name);

export async function listFlags(tenantId: string): Promise<FeatureFlag[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName('config'),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :flag)',
      ExpressionAttributeValues: { ':pk': tenantPk(tenantId), ':flag': 'FLAG#' },
    }),
  );
  const stored = new Map((out.Items ?? []).map((item) => [item.name as string, item]));
  return Object.entries(KNOWN_FLAGS).map(([name, description]) => {
    const item = stored.get(name);
    return { name, description, enabled: Boolean(item?.enabled), updated_at: (item?.updated_at as string | undefined) ?? NEVER };
  });
}

export async function getFlag(tenantId: string, name: string): Promise<FeatureFlag | undefined> {
  const description = KNOWN_FLAGS[name];
  if (description === undefined) return undefined;
  const out = await dynamo().send(
    new GetCommand({ TableName: tableName('config'), Key: { pk: tenantPk(tenantId), sk: flagSk(name) } }),
  );
  return { name, description, enabled: Boolean(out.Item?.enabled), updated_at: (out.Item?.updated_at as string | undefined) ?? NEVER };
}

export async function isFlagEnabled(tenantId: string, name: string): Promise<boolean> {
  return (await getFlag(tenantId, name))?.enabled ?? false;
}

export async function setFlag(tenantId: string, name: string, enabled: boolean): Promise<FeatureFlag> {
  const updated_at = new Date().toISOString();
  await dynamo().send(
    new PutCommand({
      TableName: tableName('config'),
      Item: { pk: tenantPk(tenantId), sk: flagSk(name), name, enabled, updated_at },
    }),
  );
  return { name, enabled, description: KNOWN_FLAGS[name] ?? '', updated_at };
}
