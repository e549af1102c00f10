/** Reads what a function's IAM policy actually grants, from a synthesized template. */
import type { Template } from 'aws-cdk-lib/assertions';

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** The statements of the default policy of the function whose construct id is `operation`. */
export function statementsOf(template: Template, operation: string): Statement[] {
  const policies = Object.entries(template.findResources('AWS::IAM::Policy')).filter(([id]) =>
    id.startsWith(`${operation}Handler`),
  );
  if (policies.length !== 1) throw new Error(`Expected one policy for ${operation}, found ${policies.length}`);
  const [, policy] = policies[0]!;
  return (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement;
}

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

/** Table physical name → 'r' | 'rw', from the DynamoDB statements. */
export function tableAccess(statements: Statement[], prefix: string): Record<string, 'r' | 'rw'> {
  const access: Record<string, 'r' | 'rw'> = {};
  for (const s of statements) {
    const actions = actionsOf(s);
    if (!actions.some((a) => a.startsWith('dynamodb:'))) continue;
    const level = actions.includes('dynamodb:PutItem') ? 'rw' : 'r';
    const names = JSON.stringify(s.Resource).match(new RegExp(`table/${prefix}-[a-z-]+`, 'g')) ?? [];
    for (const name of names) access[name.replace('table/', '')] = level;
  }
  return access;
}

export const kmsActions = (statements: Statement[]): string[] =>
  statements.flatMap(actionsOf).filter((a) => a.startsWith('kms:'));

export const actionsWithPrefix = (statements: Statement[], prefix: string): string[] =>
  statements.flatMap(actionsOf).filter((a) => a.startsWith(prefix));
