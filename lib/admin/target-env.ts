/**
 * Points the process at the tables the admin CLI manages: the running local stack (which writes
 * its endpoints to <data-dir>/runtime.json) or, with --stage, the deployed tables of that stage
 * (physical names are fixed per stage, so no AWS lookup is needed; credentials come from the
 * usual AWS chain).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dynamo } from '../../shared/adapters/aws/clients.js';
import { TABLES, physicalName, tableEnv, type TableName } from '../../shared/config/resources.js';

export const RUNTIME_FILE = 'runtime.json';

export function useStage(stage: string): void {
  for (const name of Object.keys(TABLES) as TableName[]) {
    process.env[tableEnv(name)] = physicalName(`pii-${stage}`, name);
  }
  process.env.STAGE = stage;
}

const AWS_SETUP =
  'set AWS_REGION (or AWS_PROFILE with a region) and credentials (AWS_PROFILE, `aws sso login`, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)';

/**
 * --stage reaches AWS: resolve the region and credentials up front, so a shell without them
 * hears what to set instead of the SDK's "Region is missing" halfway through a command.
 */
export async function assertAwsReachable(stage: string): Promise<void> {
  const config = dynamo().config;
  try {
    await config.region();
  } catch {
    throw new Error(`--stage ${stage} talks to AWS, and no region is configured: ${AWS_SETUP}.`);
  }
  try {
    await config.credentials();
  } catch {
    throw new Error(`--stage ${stage} talks to AWS, and no credentials were found: ${AWS_SETUP}.`);
  }
}

export function useLocalStack(dataDir: string): void {
  const file = join(dataDir, RUNTIME_FILE);
  if (!existsSync(file)) {
    throw new Error(`No running local stack found (${file} is missing). Start it with: npm start`);
  }
  const runtime = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; env: Record<string, string> };
  try {
    process.kill(runtime.pid, 0);
  } catch {
    throw new Error(`The local stack recorded in ${file} is not running. Start it with: npm start`);
  }
  Object.assign(process.env, runtime.env);
}
