// Turns a zod failure into a 400 that names each bad field.
import type { z } from 'zod';

import { badRequest, type FieldIssue } from './http-error.js';

export function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const prefix = issue.path.map(String).join('.');
    // Strict schemas: name each unknown field rather than reporting the object as a whole.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: prefix ? `${prefix}.${key}` : key,
        message: 'Unknown field',
      }));
    }
    return [{ field: prefix || '_', message: issue.message }];
  });
}

/** Parses a JSON body; anything but an object that the schema accepts is a 400. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('body_not_object');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest('invalid_fields', issuesOf(result.error));
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query);
  if (!result.success) throw badRequest('invalid_query', issuesOf(result.error));
  return result.data;
}
