/**
 * Everything that holds data: the service KMS key, the tables, the buckets and the queues. It has
 * its own lifecycle (retained in prod) and is deployed before the stacks that use it.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { EventType } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { INBOX_PREFIX } from '../../../shared/jobs/storage-uri.js';
import type { Construct } from 'constructs';
import type { StageConfig } from '../../config.js';
import { DataTables } from '../constructs/data-tables.js';
import { FilesBuckets } from '../constructs/files-buckets.js';
import { WorkQueues } from '../constructs/work-queues.js';
import { statefulResources, type StatefulResources } from '../stateful-resources.js';

export interface StatefulStackProps extends StackProps {
  readonly config: StageConfig;
}

export class StatefulStack extends Stack {
  /** For the stacks that run code: queues and key by reference, tables and buckets by name. */
  readonly resources: StatefulResources;
  readonly tables: DataTables['byName'];
  readonly buckets: FilesBuckets['byName'];

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;
    const key = new Key(this, 'ServiceKey', {
      description: `${config.resourcePrefix}: tables, files, pseudonym originals and connector secrets`,
      alias: `alias/${config.resourcePrefix}`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    const tables = new DataTables(this, 'Tables', { config, key });
    const buckets = new FilesBuckets(this, 'Buckets', { config, key });
    const queues = new WorkQueues(this, 'Queues', { config });
    this.tables = tables.byName;
    this.buckets = buckets.byName;
    // The S3 trigger: objects put under inbox/<tenant>/ notify the inbox queue, whose worker turns
    // each into a job (shared/jobs/inbox-trigger.ts). Locally s3rver's events feed the same queue.
    buckets.byName.files.addEventNotification(
      EventType.OBJECT_CREATED,
      new SqsDestination(queues.byName.inbox.queue),
      { prefix: INBOX_PREFIX },
    );
    this.resources = statefulResources(config, key, queues.byName);
  }
}
