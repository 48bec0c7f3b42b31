// What a handler may answer besides its endpoint's plain success body: another declared status, or a
// file. The adapter (endpoint-router.ts) turns these into the response; handlers never touch `res`.
import type { BodyOf, EndpointSpec } from '@run/contract/http/endpoint';

export class Reply<E extends EndpointSpec = EndpointSpec> {
  /** Types only (never set): ties a reply to its endpoint, so a handler answers its own statuses. */
  declare readonly endpoint?: E;

  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Holds personal data: never in a shared cache, whatever the endpoint's policy. */
    readonly personal: boolean,
    readonly headers: Record<string, string>,
  ) {}
}

/** Answers `status` (one the endpoint declares) with its body. */
export function reply<E extends EndpointSpec, S extends keyof E['responses'] & number>(
  _endpoint: E,
  status: S,
  body: BodyOf<E, S>,
  options: { personal?: boolean; headers?: Record<string, string> } = {},
): Reply<E> {
  return new Reply(status, body, options.personal ?? false, options.headers ?? {});
}

export class Download {
  constructor(
    readonly filename: string,
    readonly type: 'text/csv' | 'text/calendar' | 'application/pdf',
    /** A whole body, or chunks streamed as they come (a 100,000-row CSV is never held at once). */
    readonly body: string | Uint8Array | AsyncIterable<string>,
    /** As for a Reply: `personal` keeps it from shared caches; `headers` are set last. */
    readonly options: { personal?: boolean; headers?: Record<string, string> } = {},
  ) {}
}

export function download(
  filename: string,
  type: Download['type'],
  body: Download['body'],
  options: Download['options'] = {},
): Download {
  return new Download(filename, type, body, options);
}
