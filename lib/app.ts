/**
 * CDK entry point (`cdk synth -c stage=dev|prod`, optional `-c jobRetentionDays=N -c alarmEmail=a@b`).
 * cdk-nag's AwsSolutions pack checks every stack, nested ones included; every acknowledged finding
 * is justified in lib/aws/nag-suppressions.ts.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { isStage, stageConfig } from './config.js';
import { buildService } from './aws/service.js';

const app = new App();
const stage = app.node.tryGetContext('stage') ?? 'dev';
if (!isStage(stage)) throw new Error(`Unknown stage "${String(stage)}": use -c stage=dev or -c stage=prod`);

const retention = app.node.tryGetContext('jobRetentionDays');
const alarmEmail = app.node.tryGetContext('alarmEmail');
buildService(
  app,
  stageConfig(stage, {
    ...(retention !== undefined ? { jobRetentionDays: Number(retention) } : {}),
    ...(typeof alarmEmail === 'string' && alarmEmail ? { alarmEmail } : {}),
  }),
);
// cdk-nag 3 is a policy-validation plugin (not an Aspect): any unacknowledged finding fails synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
