// Firestore's gRPC status codes that the API acts on, and how to read one off an SDK error: the one
// place they are spelled out (services, store, error handler).
export const GRPC = {
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  UNAVAILABLE: 14,
} as const;

export function grpcCode(err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'number'
    ? err.code
    : undefined;
}
