/**
 * The one place where Lambda defaults live (STYLE.md principle 9): Node.js 22 on ARM64, an ESM
 * bundle built by esbuild, X-Ray tracing, a log group with the stage's retention and the
 * Powertools service name. API routes, workers and scheduled handlers all use it.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ResourceAccess } from '../../../functions/routes.js';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { StageConfig, StripeConfig } from '../../config.js';
import { handlerEntry, LOCK_FILE, PROJECT_ROOT } from '../project-paths.js';
import type { StatefulResources } from '../stateful-resources.js';
import { grantAccess } from './resource-access.js';

export const DEFAULT_MEMORY_MB = 512;
/** API Gateway HTTP APIs give up on an integration after 29-30 s; a longer Lambda timeout is waste. */
export const DEFAULT_TIMEOUT_SECONDS = 29;

/** esbuild's ESM output has no `require`; CommonJS dependencies inside the bundle still call it. */
const REQUIRE_SHIM =
  "import { createRequire as __pii_createRequire } from 'node:module';" +
  'const require = __pii_createRequire(import.meta.url);';

/** Loaded by dynamic import only where installed (shared/documents/pdf/ocr.ts, pdfjs.ts). */
export const OCR_RUNTIME_MODULES = ['@napi-rs/canvas', 'tesseract.js'] as const;

export interface ServiceFunctionProps {
  readonly config: StageConfig;
  /** Handler module under functions/, without extension (`health/get-health`). */
  readonly handler: string;
  /** Powertools service name: the route group or `workers`. */
  readonly service: string;
  readonly description: string;
  readonly memoryMb?: number;
  readonly timeoutSeconds?: number;
  /** Packages installed beside the bundle (files read at run time) instead of bundled. */
  readonly nodeModules?: string[];
  /** The resources the handler may use: env vars and IAM grants are derived from this alone. */
  readonly access?: ResourceAccess;
  readonly resources?: StatefulResources;
}

export class ServiceFunction extends Construct {
  readonly fn: NodejsFunction;
  /** What was granted; the cdk-nag suppressions are derived from it, so they stay as narrow. */
  readonly access: ResourceAccess;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { config } = props;
    const logGroup = new LogGroup(this, 'Logs', {
      retention: config.logRetention,
      // Logs outlive a dev stage only by accident; in prod they follow the data.
      removalPolicy: config.removalPolicy === RemovalPolicy.RETAIN ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.fn = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(props.handler),
      handler: 'handler',
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: LOCK_FILE,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      description: props.description,
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: {
        STAGE: config.stage,
        POWERTOOLS_SERVICE_NAME: props.service,
        // Handlers stamp `expires_at` (DynamoDB TTL) with it; the S3 lifecycle uses the same days.
        JOB_RETENTION_DAYS: String(config.jobRetentionDays),
        // Stack traces point at the TypeScript sources instead of the minified bundle.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        target: 'node22',
        banner: REQUIRE_SHIM,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // Bundle the AWS SDK too: pinned versions, tree-shaken, no dependence on the runtime's copy.
        // OCR's native canvas and tesseract.js are never bundled: the document parsing code loads
        // them at run time only where they are installed (the parse step's nodeModules).
        externalModules: [...OCR_RUNTIME_MODULES],
        ...(props.nodeModules?.length ? { nodeModules: props.nodeModules } : {}),
      },
    });
    this.access = props.access ?? {};
    if (props.access && !props.resources) throw new Error(`${props.handler}: access declared without resources`);
    if (props.resources) grantAccess(this.fn, this.access, props.resources);
    if (this.access.billingProvider && config.stripe) this.useStripe(config.stripe);
  }

  /** The stage's Stripe settings: the secret's name (never its value) and read access to it alone. */
  private useStripe(stripe: StripeConfig): void {
    Secret.fromSecretNameV2(this, 'StripeSecret', stripe.secretName).grantRead(this.fn);
    this.fn.addEnvironment('STRIPE_SECRET_NAME', stripe.secretName);
    if (stripe.prices.pro) this.fn.addEnvironment('STRIPE_PRICE_PRO', stripe.prices.pro);
    if (stripe.prices.enterprise) this.fn.addEnvironment('STRIPE_PRICE_ENTERPRISE', stripe.prices.enterprise);
  }
}
