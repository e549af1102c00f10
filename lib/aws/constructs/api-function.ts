/**
 * One route of the route table on AWS: its function (with exactly the declared grants) and its
 * HTTP API route `METHOD /api/v1<path>` with a Lambda proxy integration (payload format 2.0).
 */
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import type { RouteGroup, RouteSpec } from '../../../functions/routes.js';
import type { StageConfig } from '../../config.js';
import type { StatefulResources } from '../stateful-resources.js';
import { API_PREFIX } from '../../../shared/http/route-match.js';
import { ServiceFunction } from './service-function.js';

/** Every route is served under this prefix; RouteSpec paths are relative to it. */
export { API_PREFIX };

/** Detection runs in memory and CPU scales with memory: redaction routes get twice the default. */
const GROUP_MEMORY_MB: Partial<Record<RouteGroup, number>> = { redaction: 1024 };

export interface ApiFunctionProps {
  readonly config: StageConfig;
  readonly route: RouteSpec;
  readonly httpApi: IHttpApi;
  readonly resources: StatefulResources;
}

export class ApiFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly httpRoute: HttpRoute;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { route } = props;
    const routePath = `${API_PREFIX}${route.path}`;
    this.fn = new ServiceFunction(this, 'Handler', {
      config: props.config,
      handler: route.handler,
      service: route.group,
      description: `${route.operation}: ${route.method} ${routePath}`,
      memoryMb: route.memoryMb ?? GROUP_MEMORY_MB[route.group],
      timeoutSeconds: route.timeoutSeconds,
      ...(route.nodeModules ? { nodeModules: route.nodeModules } : {}),
      access: route,
      resources: props.resources,
    }).fn;
    this.httpRoute = new HttpRoute(this, 'Route', {
      httpApi: props.httpApi,
      routeKey: HttpRouteKey.with(routePath, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', this.fn),
    });
  }
}
