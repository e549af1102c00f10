import { z } from 'zod';
import { entitiesFor } from '#shared/detection/entities.js';
import { apiHandler } from '#shared/http/handler.js';
import { pagination } from '#shared/http/validation.js';

/** Built-in entity types with category and the languages each is detected in. */
export const handler = apiHandler({
  operation: 'ListEntities',
  summary: 'List the built-in entity types, their category and languages.',
  response: z.array(
    z.object({ name: z.string(), category: z.enum(['PII', 'PCI', 'PHI']), languages: z.array(z.enum(['en', 'es'])), description: z.string() }),
  ),
  query: z.object(pagination),
  handle: async ({ query }) => ({
    body: entitiesFor()
      .slice(query.offset, query.offset + query.limit)
      .map(({ name, category, languages, description }) => ({ name, category, languages, description })),
  }),
});
