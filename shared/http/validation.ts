import { z } from 'zod';
import { badRequest, unprocessable, type ValidationIssue } from './errors.js';

/** Turns zod issues into the contract's 422 `errors` entries, prefixed with where they came from. */
export function toIssues(where: 'body' | 'query' | 'path', error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    loc: [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }));
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw unprocessable(toIssues(where, result.error));
  return result.data;
}

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON.');
  }
}

/** `limit` (1..100, default 50) and `offset` (>= 0, default 0) of every list endpoint. */
export const pagination = {
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};

/**
 * A real calendar date: Date.parse rolls 2026-02-31 over to March 3rd, so the year, month and
 * day must come back unchanged.
 */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Accepts an ISO 8601 date or date-time (a real calendar date); normalizes to an ISO string. */
export const isoDate = z
  .string()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
      isCalendarDate(v) &&
      !Number.isNaN(Date.parse(v)),
    { message: 'must be an ISO 8601 date or date-time (a real calendar date)' },
  )
  .transform((v) => new Date(v).toISOString());

/**
 * A date filter bound. A bare date (`2026-11-22`) covers that whole day: as a start it is the
 * day's first instant, as an end its last, so `from_date=to_date=2026-11-22` means that day.
 */
export const dateBound = (side: 'start' | 'end') =>
  z.string().transform((raw, ctx) => {
    const parsed = isoDate.safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 8601 date or date-time (a real calendar date)' });
      return z.NEVER;
    }
    if (side === 'end' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) return `${raw}T23:59:59.999Z`;
    return parsed.data;
  });

/**
 * Multipart text fields are strings. A field that carries JSON (a config object, a schema, a
 * list) goes through `jsonField`, so a bad value is a 422 naming the field, like a JSON body.
 */
export const jsonField = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** A list in a form field: a JSON array (`["PERSON","US_SSN"]`) or comma-separated (`PERSON,US_SSN`). */
export const listField = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((raw) => {
      const trimmed = raw.trim();
      if (trimmed.startsWith('[')) {
        try {
          return JSON.parse(trimmed) as unknown;
        } catch {
          return [trimmed];
        }
      }
      return trimmed === '' ? [] : trimmed.split(',').map((v) => v.trim());
    })
    .pipe(schema);

/** `true`/`false` in a form field. */
export const booleanField = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A number in a form field (a threshold); blank is not a number. */
export const numberField = <S extends z.ZodType<unknown, number>>(schema: S) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
    .transform(Number)
    .pipe(schema);
