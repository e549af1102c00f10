/**
 * CDK entry point (`cdk synth -c stage=dev|prod`, optional `-c jobRetentionDays=N -c alarmEmail=a@b`,
 * and the per-stage `stripe` context described in the README's billing section).
 * cdk-nag's AwsSolutions pack checks every stack, nested ones included; every acknowledged finding
 * is justified in lib/aws/nag-suppressions.ts.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { isStage, stageConfig, stripeConfig } from './config.js';
import { buildService } from './aws/service.js';

const app = new App();
const stage = app.node.tryGetContext('stage') ?? 'dev';
if (!isStage(stage)) throw new Error(`Unknown stage "${String(stage)}": use -c stage=dev or -c stage=prod`);

const retention = app.node.tryGetContext('jobRetentionDays');
const alarmEmail = app.node.tryGetContext('alarmEmail');
// Stripe per stage: cdk.json `"stripe": {"dev": {"secretName": "...", "prices": {"pro": "price_..."}}}`.
const stripeContext = app.node.tryGetContext('stripe');
const stripe = stripeConfig(typeof stripeContext === 'string' ? JSON.parse(stripeContext)[stage] : stripeContext?.[stage]);
buildService(
  app,
  stageConfig(stage, {
    ...(retention !== undefined ? { jobRetentionDays: Number(retention) } : {}),
    ...(typeof alarmEmail === 'string' && alarmEmail ? { alarmEmail } : {}),
    ...(stripe ? { stripe } : {}),
  }),
);
// cdk-nag 3 is a policy-validation plugin (not an Aspect): any unacknowledged finding fails synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
