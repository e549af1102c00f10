/**
 * One DynamoDB table per entry of TABLES, encrypted with the service key. Names are explicit
 * (`pii-<stage>-<name>`) so the admin CLI and runbooks can reach a stage's tables without
 * reading stack outputs. `Table`, not `TableV2`: TableV2 cannot render a customer-managed key in
 * an environment-agnostic stack, and these stacks stay environment-agnostic to synth offline.
 */
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { TABLES, type TableName, type TableSpec } from '../../../shared/config/resources.js';
import type { StageConfig } from '../../config.js';
import { constructId } from '../naming.js';
import { tablePhysicalName } from '../stateful-resources.js';

export interface DataTablesProps {
  readonly config: StageConfig;
  readonly key: IKey;
}

export class DataTables extends Construct {
  readonly byName: Record<TableName, Table>;

  constructor(scope: Construct, id: string, props: DataTablesProps) {
    super(scope, id);
    const entries = Object.entries(TABLES) as [TableName, TableSpec][];
    this.byName = Object.fromEntries(
      entries.map(([name, spec]) => [name, this.table(name, spec, props)]),
    ) as Record<TableName, Table>;
  }

  private table(name: TableName, spec: TableSpec, { config, key }: DataTablesProps): Table {
    const string = (attribute: string) => ({ name: attribute, type: AttributeType.STRING });
    const table = new Table(this, constructId(name), {
      tableName: tablePhysicalName(config, name),
      partitionKey: string(spec.pk),
      sortKey: string(spec.sk),
      ...(spec.ttl ? { timeToLiveAttribute: spec.ttl } : {}),
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: key,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: config.pointInTimeRecovery },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });
    for (const gsi of spec.gsis) {
      table.addGlobalSecondaryIndex({ indexName: gsi.name, partitionKey: string(gsi.pk), sortKey: string(gsi.sk) });
    }
    return table;
  }
}
