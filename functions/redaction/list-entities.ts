import { entitiesFor } from '#shared/detection/entities.js';
import { apiHandler } from '#shared/http/handler.js';

/** Built-in entity types with category and the languages each is detected in. */
export const handler = apiHandler({
  operation: 'ListEntities',
  handle: async () => ({
    body: entitiesFor().map(({ name, category, languages, description }) => ({ name, category, languages, description })),
  }),
});
