import { z } from 'zod';

/**
 * PUT changes only the fields sent: the same schema with every field optional and, unlike
 * zod's partial(), without defaults (a default would silently reset a field not sent).
 */
export function patchSchema<F extends z.ZodObject>(fields: F) {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, schema]) => {
      const inner = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : (schema as z.ZodType);
      return [key, inner.optional()];
    }),
  );
  return z.strictObject(shape) as unknown as z.ZodObject<{ [K in keyof F['shape']]: z.ZodOptional<z.ZodType<z.output<F['shape'][K]>>> }>;
}
