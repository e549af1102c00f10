/**
 * Builds the service for one stage the way `lib/app.ts` does (same cdk.json feature flags), with
 * bundling skipped so no esbuild runs. Each test file builds the app once and reads templates.
 */
import { readFileSync } from 'node:fs';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildService, type ServiceStacks, type ServiceTables } from '../../../lib/aws/service.js';
import { stageConfig, type Stage, type StageOverrides } from '../../../lib/config.js';

const cdkJson = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

export interface BuiltService {
  readonly app: App;
  readonly stacks: ServiceStacks;
  /** Every stack of the app, nested stacks included. */
  readonly allStacks: readonly Stack[];
}

export interface BuildOptions {
  readonly tables?: ServiceTables;
  readonly overrides?: StageOverrides;
  /**
   * CDK's built-in CloudFormation template validation (on in `cdk synth`). Its first run in a
   * process loads the resource schemas (~15 s here), so only the synth test turns it on.
   */
  readonly cloudFormationValidation?: boolean;
}

export function buildTestService(stage: Stage, options: BuildOptions = {}): BuiltService {
  const app = new App({
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: options.cloudFormationValidation ?? false,
  });
  const { tables = {}, overrides = {} } = options;
  const stacks = buildService(app, stageConfig(stage, overrides), tables);
  const allStacks = app.node.findAll().filter((c): c is Stack => Stack.isStack(c));
  return { app, stacks, allStacks };
}

/** Templates are cached: each `Template.fromStack` would otherwise synthesize the app again. */
const templates = new WeakMap<Stack, Template>();
export function templateOf(stack: Stack): Template {
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack, { skipCyclicalDependenciesCheck: true });
    templates.set(stack, template);
  }
  return template;
}

export const nestedStacksOf = (built: BuiltService): NestedStack[] =>
  built.allStacks.filter((s): s is NestedStack => NestedStack.isNestedStack(s));

/** cdk-nag 3 runs as a validation plugin at synth; tests call the same pack on the construct tree. */
export function nagViolations(built: BuiltService) {
  built.app.synth();
  return new AwsSolutionsChecks(built.app).validateScope(built.app).violations;
}
