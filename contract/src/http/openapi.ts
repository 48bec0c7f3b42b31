// GET /api/openapi.json: the OpenAPI 3.1 document, generated from the declarations with zod 4's own
// JSON Schema output (OpenAPI 3.1 schemas are JSON Schema 2020-12), so it cannot drift from the code.
import { z } from 'zod';

import { apiErrorSchema } from '../domain/api-types.js';
import { bodyLimitOf, bodyLimitText, type EndpointSpec, type ResponseSpec } from './endpoint.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // The rules JSON Schema can state are written as patterns and formats (text-rules.ts, schemas.ts);
  // the rest (date order, a race's own questions) the API checks and the document describes.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: ({ jsonSchema: out }) => {
      // A query's whole number (`limit`) is stated as an integer: its digits pattern is the wire's.
      if (out.type === 'integer') delete out.pattern;
      // A schema's own pattern (schemas.ts) states what its checks' patterns require together.
      if (typeof out.pattern === 'string' && Array.isArray(out.allOf)) {
        const patterns = out.allOf as Array<Record<string, unknown>>;
        if (patterns.every((p) => Object.keys(p).join() === 'pattern')) delete out.allOf;
      }
    },
  });
  return rest;
}

const errorResponse = (description: string): ResponseSpec => ({
  description,
  json: apiErrorSchema,
});

/** The failures every endpoint of a kind may answer, added to what each declares. */
function commonFailures(spec: EndpointSpec): Record<number, ResponseSpec> {
  const failures: Record<number, ResponseSpec> = {};
  const reads = spec.method === 'GET';
  if (spec.query || spec.body) failures[400] = errorResponse('Invalid input.');
  if (spec.who === 'timing partner') {
    failures[401] = errorResponse('No API key, or an unknown or revoked one.');
    failures[403] = errorResponse('The key is another race’s, or lacks the scope this call needs.');
  } else if (spec.who !== 'anyone' && spec.who !== 'anyone, token optional') {
    failures[401] = errorResponse('No ID token, or a bad, expired or revoked one.');
  }
  if (
    [
      'that user',
      'creator',
      'organisers',
      'race staff',
      'organisers, shift captains',
      'race staff, shift captains',
    ].includes(spec.who)
  ) {
    failures[403] = errorResponse(
      'Signed in, but not the user or the race’s staff this path is for.',
    );
  }
  if (spec.params) failures[404] = errorResponse('No such marathon (or the id cannot be one).');
  if (!reads) {
    failures[413] = errorResponse(`The body is over ${bodyLimitText(bodyLimitOf(spec))}.`);
    failures[415] = errorResponse('The body is not JSON.');
  }
  if (spec.limited) failures[429] = errorResponse('Too many requests; see Retry-After.');
  failures[500] = errorResponse('Something went wrong on the server.');
  failures[503] = errorResponse('The database (or the token check) is unavailable; try again.');
  return failures;
}

function content(response: ResponseSpec): JsonSchema | undefined {
  const media: JsonSchema = {};
  if (response.json) media['application/json'] = { schema: jsonSchema(response.json, 'output') };
  if (response.file) media[response.file] = { schema: { type: 'string' } };
  return Object.keys(media).length > 0 ? media : undefined;
}

function responsesOf(spec: EndpointSpec): JsonSchema {
  const all = { ...commonFailures(spec), ...spec.responses };
  const out: JsonSchema = {};
  for (const [status, response] of Object.entries(all)) {
    if (!response) continue;
    const body = content(response);
    out[status] = {
      description: response.description,
      ...(body ? { content: body } : {}),
      ...(response.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
    };
  }
  return out;
}

function parametersOf(spec: EndpointSpec): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { description, ...propertySchema } = property;
      parameters.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: propertySchema,
      });
    }
  };
  add('path', spec.params);
  add('query', spec.query);
  return parameters;
}

function securityOf(spec: EndpointSpec, signedIn: boolean): JsonSchema[] {
  if (spec.who === 'anyone') return [];
  if (spec.who === 'timing partner') return [{ partnerKey: [] }];
  return signedIn ? [{ firebaseIdToken: [] }] : [{}, { firebaseIdToken: [] }];
}

function operationOf(spec: EndpointSpec, operationId: string): JsonSchema {
  const parameters = parametersOf(spec);
  const signedIn = spec.who !== 'anyone' && spec.who !== 'anyone, token optional';
  return {
    operationId,
    summary: spec.summary,
    description:
      spec.who === 'timing partner'
        ? `Who may call: a timing partner, with a key of this race holding ${spec.scope ?? 'no'} scope.`
        : `Who may call: ${spec.who}.`,
    tags: [...(spec.tags ?? [])],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: spec.bodyOptional !== true,
            content: { 'application/json': { schema: jsonSchema(spec.body, 'input') } },
          },
        }
      : {}),
    security: securityOf(spec, signedIn),
    responses: responsesOf(spec),
  };
}

export function openApiDocument(
  endpoints: readonly EndpointSpec[],
): JsonSchema & { openapi: string } {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of endpoints) {
    for (const [index, path] of [spec.path, ...(spec.aliases ?? [])].entries()) {
      const operationId = index === 0 ? spec.name : `${spec.name}Alias${index}`;
      paths[path] ??= {};
      paths[path][spec.method.toLowerCase()] = operationOf(spec, operationId);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'RUN API',
      version: '1.0.0',
      description:
        'Marathon events: runners browse and register; organisers manage their races. Errors are `{"error": "<sentence>", "details"?: [{field, message}]}`.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        firebaseIdToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A Firebase Auth ID token of the signed-in user.',
        },
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'rk_<keyId>_<secret>',
          description: 'A race’s API key for its timing partner, made by the race’s organisers.',
        },
      },
    },
    paths,
  };
}
