/**
 * The routes of one group (`RouteSpec.group`) as a nested stack. About 7 resources per route
 * (function, role, policy, log group, route, integration, permission) would put the whole table
 * over CloudFormation's 500 resources per stack; one nested stack per group keeps each small.
 */
import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import type { RouteGroup, RouteSpec } from '../../../functions/routes.js';
import type { StageConfig } from '../../config.js';
import { ApiFunction } from '../constructs/api-function.js';
import type { StatefulResources } from '../stateful-resources.js';

export interface ApiGroupStackProps extends NestedStackProps {
  readonly config: StageConfig;
  readonly group: RouteGroup;
  readonly routes: readonly RouteSpec[];
  readonly httpApi: IHttpApi;
  readonly resources: StatefulResources;
}

export class ApiGroupStack extends NestedStack {
  /** Keyed by operation, for tests and alarms. */
  readonly functions: ReadonlyMap<string, ApiFunction>;

  constructor(scope: Construct, id: string, props: ApiGroupStackProps) {
    super(scope, id, { ...props, description: `${props.config.resourcePrefix} API routes: ${props.group}` });
    const functions = new Map<string, ApiFunction>();
    for (const route of props.routes) {
      if (functions.has(route.operation)) throw new Error(`Duplicate operation ${route.operation} in ${props.group}`);
      functions.set(
        route.operation,
        new ApiFunction(this, route.operation, {
          config: props.config,
          route,
          httpApi: props.httpApi,
          resources: props.resources,
        }),
      );
    }
    this.functions = functions;
  }
}
