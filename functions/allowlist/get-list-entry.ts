import { listHandlers } from '#shared/lists/list-handlers.js';

export const handler = listHandlers.get;
