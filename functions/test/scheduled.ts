// A scheduled function run now, as the stack's scheduler runs it on its minute
// (scripts/stack/scheduler.ts): found among the functions emulator's `/backends`, called through the
// emulator's own trigger route with what Cloud Scheduler sends.
import {
  scheduledFunctions,
  triggerKey,
  type ScheduledFunction,
} from '../../scripts/stack/scheduler.js';
import { FUNCTION_URL, PROJECT } from './helpers.js';

/** The functions emulator, where `FUNCTION_URL` is served. */
const EMULATOR = new URL(FUNCTION_URL).origin;

/** The scheduled function exported as `name` (its schedule included); throws when there is none. */
export async function scheduledFunction(name: string): Promise<ScheduledFunction> {
  const res = await fetch(`${EMULATOR}/backends`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`the functions emulator's /backends answered ${res.status}`);
  const found = scheduledFunctions((await res.json()) as Parameters<typeof scheduledFunctions>[0]);
  const fn = found.find((f) => f.id.endsWith(`-${name}`));
  if (fn === undefined) {
    throw new Error(
      `no scheduled function ${name} (scheduled: ${found.map((f) => f.id).join(', ')})`,
    );
  }
  return fn;
}

/** Runs the scheduled function `name` once and waits for its end; throws unless it answered 2xx. */
export async function runScheduled(name: string): Promise<void> {
  const fn = await scheduledFunction(name);
  const call = (key: string) =>
    fetch(`${EMULATOR}/functions/projects/${PROJECT}/triggers/${key}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-cloudscheduler-jobname': `firebase-schedule-${fn.id}`,
        'x-cloudscheduler-scheduletime': new Date().toISOString(),
      },
      body: '{}',
      signal: AbortSignal.timeout(5 * 60_000),
    });
  let answer = await call(`${fn.id}-0`);
  if (answer.status === 404) {
    // The emulator keys the trigger by its generation, which grows each time it reloads the code.
    const key = triggerKey(fn.id, await answer.text());
    if (key === null) throw new Error(`the emulator has no trigger for ${fn.id}`);
    answer = await call(key);
  }
  if (!answer.ok) throw new Error(`${fn.id} answered ${answer.status}: ${await answer.text()}`);
}
