// Errors a route throws on purpose. The error handler turns them into `{error, code, params?,
// details?}` JSON. Each names a refusal of the catalogue (@run/contract/domain/refusals) by its code
// and takes the params its sentence has, so the English `error` is the catalogue's sentence:
// `conflict('already_registered')`, `soldOut('distance_sold_out', { distance: name }, distanceId)`.
import {
  refusalSentence,
  takesParams,
  type Refusal,
  type RefusalArgs,
  type RefusalCode,
  type RefusalParams,
} from '@run/contract/domain/refusals';

export interface FieldIssue {
  field: string;
  message: string;
}

export class HttpError extends Error {
  /** Response headers that belong to this error (Retry-After on a 429). */
  readonly headers: Record<string, string> = {};
  /** Fields the answer carries besides `error` (a sold-out 409's `soldOut` and `distanceId`). */
  readonly extra: Record<string, string | number | boolean> = {};
  readonly code: RefusalCode;
  readonly params: RefusalParams | undefined;

  constructor(
    readonly status: number,
    refusal: Refusal,
    readonly details?: FieldIssue[],
  ) {
    super(refusalSentence(refusal.code, refusal.params));
    this.name = 'HttpError';
    this.code = refusal.code;
    this.params = refusal.params;
  }

  /**
   * The English as it is assembled where the catalogue's one sentence cannot say it (several
   * problems joined, an order's entry named first); the code and params stay, so a client still
   * words it by the code.
   */
  worded(english: string): this {
    this.message = english;
    return this;
  }
}

/** Builds a helper's error: the params first when the code's sentence takes them, then details. */
function make(status: number, code: RefusalCode, args: readonly unknown[]): HttpError {
  const [refusal, [details]] = splitArgs(code, args);
  return new HttpError(status, refusal, details as FieldIssue[] | undefined);
}

function splitArgs(code: RefusalCode, args: readonly unknown[]): [Refusal, unknown[]] {
  if (!takesParams(code)) return [{ code }, [...args]];
  const [params, ...rest] = args;
  return [{ code, params: params as RefusalParams }, rest];
}

/** An error of a status the helpers below do not name (405, 413, 415, 500). */
export const httpError = <C extends RefusalCode>(
  status: number,
  code: C,
  ...args: RefusalArgs<C, [details?: FieldIssue[]]>
) => make(status, code, args);
export const badRequest = <C extends RefusalCode>(
  code: C,
  ...args: RefusalArgs<C, [details?: FieldIssue[]]>
) => make(400, code, args);
/** A 400 about one field, whose detail says the error's own sentence. */
export function badRequestAt<C extends RefusalCode>(
  field: string,
  code: C,
  ...args: RefusalArgs<C>
): HttpError {
  const [refusal] = splitArgs(code, args);
  const message = refusalSentence(refusal.code, refusal.params);
  return new HttpError(400, refusal, [{ field, message }]);
}
export const unauthorized = <C extends RefusalCode>(code: C, ...args: RefusalArgs<C>) =>
  make(401, code, args);
export const forbidden = <C extends RefusalCode>(code: C, ...args: RefusalArgs<C>) =>
  make(403, code, args);
export const notFound = <C extends RefusalCode>(code: C, ...args: RefusalArgs<C>) =>
  make(404, code, args);
export const conflict = <C extends RefusalCode>(code: C, ...args: RefusalArgs<C>) =>
  make(409, code, args);
/** 410 for a link or an invitation that was used, withdrawn or has expired. */
export const gone = <C extends RefusalCode>(code: C, ...args: RefusalArgs<C>) =>
  make(410, code, args);
/** 409 for a full race or distance: the runner may join its waitlist (docs/places.md). */
export function soldOut<C extends RefusalCode>(
  code: C,
  ...args: RefusalArgs<C, [distanceId?: string]>
): HttpError {
  const [refusal, [distanceId]] = splitArgs(code, args);
  const error = new HttpError(409, refusal);
  Object.assign(
    error.extra,
    { soldOut: true },
    typeof distanceId === 'string' ? { distanceId } : {},
  );
  return error;
}
/** Every 429 says when to come back. */
export function tooManyRequests<C extends RefusalCode>(
  code: C,
  ...args: RefusalArgs<C, [retryAfterSeconds: number]>
): HttpError {
  const [refusal, [retryAfterSeconds]] = splitArgs(code, args);
  const error = new HttpError(429, refusal);
  error.headers['Retry-After'] = String(retryAfterSeconds);
  return error;
}
export const serviceUnavailable = <C extends RefusalCode>(code: C, ...args: RefusalArgs<C>) =>
  make(503, code, args);
