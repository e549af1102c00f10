/**
 * Turns a CDK-synthesized `DefinitionString` back into an ASL object. CDK emits the definition
 * as `Fn::Join` over string pieces and intrinsic references (`Ref`, `Fn::GetAtt`); locally there
 * is no CloudFormation, so references become stable fake values: pseudo parameters get the local
 * account/region, `Fn::GetAtt [X, Arn]` becomes a Lambda ARN named X (task functions are the
 * only ARNs a definition carries today), and `intrinsics` can pin anything else.
 */
export type CfnValue = string | number | boolean | null | CfnValue[] | { [key: string]: CfnValue };

export interface ResolveOptions {
  /** Values for `Ref X` (key `X`) and `Fn::GetAtt [X, Attr]` (key `X.Attr`). */
  intrinsics?: Record<string, string>;
}

const PSEUDO: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': 'us-east-1',
  'AWS::AccountId': '000000000000',
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::StackName': 'pii-local',
};

export const localLambdaArn = (name: string) => `arn:aws:lambda:us-east-1:000000000000:function:${name}`;

export function resolveIntrinsics(value: CfnValue, options: ResolveOptions = {}): string {
  const pinned = options.intrinsics ?? {};
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`Cannot resolve ${JSON.stringify(value)} to a string`);
  }
  if ('Ref' in value && typeof value.Ref === 'string') return pinned[value.Ref] ?? PSEUDO[value.Ref] ?? value.Ref;
  if ('Fn::GetAtt' in value) {
    const target = value['Fn::GetAtt'];
    const [logicalId, attribute] = Array.isArray(target) ? target.map(String) : String(target).split('.');
    const key = `${logicalId}.${attribute}`;
    if (pinned[key]) return pinned[key];
    if (attribute === 'Arn') return localLambdaArn(logicalId!);
    return key;
  }
  if ('Fn::Join' in value && Array.isArray(value['Fn::Join'])) {
    const [separator, parts] = value['Fn::Join'] as [string, CfnValue[]];
    return parts.map((part) => resolveIntrinsics(part, options)).join(separator);
  }
  throw new Error(`Unsupported intrinsic in state machine definition: ${Object.keys(value).join(', ')}`);
}

/** Accepts an ASL object, its JSON text, or a CloudFormation `DefinitionString` value. */
export function resolveDefinition(definition: CfnValue | object, options: ResolveOptions = {}): Record<string, unknown> {
  if (typeof definition === 'object' && definition !== null && 'States' in definition) {
    return definition as Record<string, unknown>;
  }
  return JSON.parse(resolveIntrinsics(definition as CfnValue, options)) as Record<string, unknown>;
}
