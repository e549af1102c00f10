/**
 * The HTTP API: one API with a `$default` stage (access-logged), a nested stack per route group
 * and a `$default` route that answers 404/405 for everything the route table does not list.
 * Authentication is done by the handlers (API key hash looked up in DynamoDB), so routes carry no
 * API Gateway authorizer.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { routes as routeTable, type RouteGroup, type RouteSpec } from '../../../functions/routes.js';
import type { StageConfig } from '../../config.js';
import { ServiceFunction } from '../constructs/service-function.js';
import { constructId } from '../naming.js';
import type { StatefulResources } from '../stateful-resources.js';
import { ApiGroupStack } from './api-group-stack.js';

/** Serves the `$default` route: anything not in the route table gets the contract's 404/405. */
export const DEFAULT_ROUTE_HANDLER = 'platform/unknown-route';

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly resources: StatefulResources;
  /** The route table; tests pass synthetic tables. */
  readonly routes?: readonly RouteSpec[];
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly groups: ReadonlyMap<RouteGroup, ApiGroupStack>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const unknownRoute = new ServiceFunction(this, 'UnknownRoute', {
      config,
      handler: DEFAULT_ROUTE_HANDLER,
      service: 'platform',
      description: 'UnknownRoute: $default route, 404/405 for paths and methods not in the route table',
    });
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `${config.resourcePrefix}-api`,
      description: `PII redaction service API (${config.stage})`,
      createDefaultStage: false,
      defaultIntegration: new HttpLambdaIntegration('UnknownRouteIntegration', unknownRoute.fn),
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'AccessLogs', { retention: config.logRetention, removalPolicy: config.removalPolicy }),
        ),
        format: accessLogFormat(),
      },
    });
    this.groups = this.buildGroups(props);
    new CfnOutput(this, 'ApiUrl', { value: stage.url, description: 'Base URL; routes live under /api/v1' });
  }

  private buildGroups(props: ApiStackProps): ReadonlyMap<RouteGroup, ApiGroupStack> {
    const byGroup = new Map<RouteGroup, RouteSpec[]>();
    for (const route of props.routes ?? routeTable) {
      byGroup.set(route.group, [...(byGroup.get(route.group) ?? []), route]);
    }
    const groups = new Map<RouteGroup, ApiGroupStack>();
    for (const [group, routes] of byGroup) {
      groups.set(
        group,
        new ApiGroupStack(this, `${constructId(group)}Routes`, {
          config: props.config,
          group,
          routes,
          httpApi: this.httpApi,
          resources: props.resources,
        }),
      );
    }
    return groups;
  }
}

/**
 * One JSON line per request, from HTTP API context variables only. No headers, query strings or
 * bodies: they can carry API keys and the personal data this service exists to protect.
 */
function accessLogFormat(): AccessLogFormat {
  return AccessLogFormat.custom(
    JSON.stringify({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      requestTime: '$context.requestTime',
      routeKey: '$context.routeKey',
      method: '$context.httpMethod',
      path: '$context.path',
      status: '$context.status',
      protocol: '$context.protocol',
      responseLength: '$context.responseLength',
      responseLatency: '$context.responseLatency',
      integrationLatency: '$context.integration.latency',
      integrationError: '$context.integrationErrorMessage',
    }),
  );
}
