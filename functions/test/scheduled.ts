// A scheduled function run now, as the stack's scheduler runs it on its minute
// (scripts/stack/scheduler.ts): found among the functions emulator's `/backends`, called through the
// emulator's own trigger route with what Cloud Scheduler sends.
import {
  scheduledFunctions,
  triggerScheduled,
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

/**
 * Runs a scheduled function once (by name, or as `scheduledFunction` found it, which saves asking the
 * emulator again) and waits for its end; throws unless it answered 2xx.
 */
export async function runScheduled(scheduled: string | ScheduledFunction): Promise<void> {
  const fn = typeof scheduled === 'string' ? await scheduledFunction(scheduled) : scheduled;
  const { answer } = await triggerScheduled(EMULATOR, PROJECT, fn.id);
  if (!answer.ok) throw new Error(`${fn.id} answered ${answer.status}: ${await answer.text()}`);
}
