// Checks answers against the API's own OpenAPI document (GET /api/openapi.json): the status must be
// one the document declares for the operation, and a JSON body must validate against the schema it
// declares for that status (JSON Schema 2020-12, with Ajv, a maintained validator).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import type { EndpointSpec } from '@run/contract/http/endpoint';

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

export class OpenApiCheck {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    addFormats.default(this.ajv);
  }

  operationOf(endpoint: EndpointSpec): Operation | undefined {
    return this.document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
  }

  /** What is wrong with this answer, as sentences; empty when it is what the document says. */
  problems(endpoint: EndpointSpec, answer: Answer): string[] {
    const name = `${endpoint.method} ${endpoint.path}`;
    const operation = this.operationOf(endpoint);
    if (!operation) return [`${name} is not in the OpenAPI document`];
    const declared = operation.responses[String(answer.status)];
    if (!declared)
      return [`${name} answered ${answer.status}, which the document does not declare`];
    const media = answer.contentType.split(';')[0]?.trim() ?? '';
    const content = declared.content?.[media];
    if (!content) {
      return declared.content
        ? [`${name} ${answer.status} answered ${media || 'no content type'}, not a declared one`]
        : [];
    }
    if (media !== 'application/json') return [];
    const key = `${operation.operationId} ${answer.status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(content.schema);
      this.compiled.set(key, validate);
    }
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${name} ${answer.status}: body${e.instancePath} ${e.message ?? 'is invalid'}`,
    );
  }
}

/** The document the API serves at `base`/openapi.json, as a checker. */
export async function fetchOpenApiCheck(base: string): Promise<OpenApiCheck> {
  const res = await fetch(`${base.replace(/\/$/u, '')}/openapi.json`);
  if (!res.ok) throw new Error(`GET /openapi.json answered ${res.status}`);
  return new OpenApiCheck((await res.json()) as OpenApiDocument);
}

/**
 * An `observe` hook for apiClient: every answer is checked against the document the API at `base`
 * serves (fetched once), and a mismatch fails the call with each problem named.
 */
export function checkEachAnswer(base: string) {
  let check: Promise<OpenApiCheck> | undefined;
  return async (
    endpoint: EndpointSpec,
    response: { status: number; headers: Headers; body: unknown },
  ) => {
    check ??= fetchOpenApiCheck(base);
    const problems = (await check).problems(endpoint, {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: response.body,
    });
    if (problems.length > 0) {
      throw new Error(`The answer breaks the API's OpenAPI document:\n${problems.join('\n')}`);
    }
  };
}
