// Whether the database answers: one real Firestore read, bounded in time, because an unreachable
// emulator (or a database outage) otherwise leaves the SDK retrying for minutes.
import { env } from '../lib/env.js';
import { healthPingRef } from '../store/health-doc.js';

export type DatabaseAnswer = 'ok' | 'timeout' | 'unreachable';

export async function pingDatabase(): Promise<DatabaseAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), env.healthTimeoutMs);
  });
  try {
    const result = await Promise.race([healthPingRef().get(), timeout]);
    return result === 'timeout' ? 'timeout' : 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}
