import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

/** Every item a query matches, following LastEvaluatedKey through all pages. */
export async function queryAll<T = Record<string, unknown>>(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * One page of a list endpoint (`offset`, `limit`) from a query, newest first or not as the input
 * says: pages are read until offset + limit items have matched (filters apply per page), and no
 * further, so a deep offset costs reads but a first page costs one or two.
 */
export async function queryWindow<T = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>,
  window: { offset: number; limit: number },
): Promise<T[]> {
  const wanted = window.offset + window.limit;
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, Limit: Math.min(1000, wanted * 2), ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start && items.length < wanted);
  return items.slice(window.offset, wanted);
}
