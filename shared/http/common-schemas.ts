/** Response shapes several routes share. */
import { z } from 'zod';

/** `{"detail": "..."}`: deletes and revocations answer it on success too. */
export const detailResponse = z.object({ detail: z.string() });

export const isoDateTime = z.string().describe('ISO 8601 date-time');
