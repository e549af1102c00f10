/**
 * Points the process at the tables the admin CLI manages: the running local stack (which writes
 * its endpoints to <data-dir>/runtime.json) or, with --stage, the deployed tables of that stage
 * (physical names are fixed per stage, so no AWS lookup is needed; credentials come from the
 * usual AWS chain).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TABLES, physicalName, tableEnv, type TableName } from '../../shared/config/resources.js';

export const RUNTIME_FILE = 'runtime.json';

export function useStage(stage: string): void {
  for (const name of Object.keys(TABLES) as TableName[]) {
    process.env[tableEnv(name)] = physicalName(`pii-${stage}`, name);
  }
  process.env.STAGE = stage;
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
