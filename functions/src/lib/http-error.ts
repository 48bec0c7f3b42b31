// Errors a route throws on purpose. The error handler turns them into `{error, details?}` JSON.

export interface FieldIssue {
  field: string;
  message: string;
}

export class HttpError extends Error {
  /** Response headers that belong to this error (Retry-After on a 429). */
  readonly headers: Record<string, string> = {};
  /** Fields the answer carries besides `error` (a sold-out 409's `soldOut` and `distanceId`). */
  readonly extra: Record<string, string | number | boolean> = {};

  constructor(
    readonly status: number,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: FieldIssue[]) =>
  new HttpError(400, message, details);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 409 for a full race or distance: the runner may join its waitlist (docs/places.md). */
export const soldOut = (message: string, distanceId?: string) => {
  const error = conflict(message);
  Object.assign(error.extra, { soldOut: true }, distanceId === undefined ? {} : { distanceId });
  return error;
};
/** Every 429 says when to come back. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => {
  const error = new HttpError(429, message);
  error.headers['Retry-After'] = String(retryAfterSeconds);
  return error;
};
export const serviceUnavailable = (
  message = 'The database is unavailable. Please try again shortly.',
) => new HttpError(503, message);
