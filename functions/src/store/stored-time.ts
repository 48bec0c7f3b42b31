// Stored times: the API writes Timestamps; data written by hand (the console, an import) may hold an
// ISO string or a Date instead. Both are read here, once, so models carry Timestamps only.
import { Timestamp } from 'firebase-admin/firestore';

/** A Firestore Timestamp (as stored), or an ISO string / Date from hand-written data. */
export function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return '';
}

/** A stored time: a Timestamp, or hand-written data's ISO string or Date as one; else null. */
export function timeIn(value: unknown): Timestamp | null {
  if (value instanceof Timestamp) return value;
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : Timestamp.fromMillis(ms);
}
