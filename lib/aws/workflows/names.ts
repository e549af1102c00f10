/** Physical names and ARNs of the state machines: deterministic, so callers need no cross-stack export. */
import { Aws } from 'aws-cdk-lib';
import { physicalName, type WorkflowName } from '../../../shared/config/resources.js';
import type { StageConfig } from '../../config.js';

export const workflowPhysicalName = (config: StageConfig, name: WorkflowName): string =>
  physicalName(config.resourcePrefix, name);

export const workflowArn = (config: StageConfig, name: WorkflowName): string =>
  `arn:${Aws.PARTITION}:states:${Aws.REGION}:${Aws.ACCOUNT_ID}:stateMachine:${workflowPhysicalName(config, name)}`;
