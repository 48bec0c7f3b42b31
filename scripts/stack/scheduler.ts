// Scheduled functions on the local stack. The functions emulator loads every `onSchedule` function
// but runs none (it would need the Pub/Sub emulator, which downloads a JAR), so a developer would see
// a product production is not: a race change never mailed, a lapsed offer kept until someone reads
// the race. This scheduler asks the emulator which scheduled functions the built code exports
// (`GET /backends`) and, on each minute, calls those whose schedule is due through the emulator's own
// trigger route, so the same code runs on the same schedule as in production.
import { StackError } from './ports.js';

export interface ScheduledFunction {
  /** The emulator's trigger id, `<region>-<name>`. */
  id: string;
  schedule: string;
  /** How many minutes apart its runs are. */
  everyMinutes: number;
}

/**
 * Minutes between runs for the App Engine cron form the project uses ("every N minutes", "every N
 * hours"); null for any other form, which the stack refuses rather than silently never running.
 */
export function minutesBetweenRuns(schedule: string): number | null {
  const match = /^every (\d+) (minute|minutes|hour|hours)$/.exec(schedule.trim());
  if (match === null) return null;
  const n = Number(match[1]);
  if (!Number.isInteger(n) || n < 1) return null;
  return match[2]?.startsWith('hour') === true ? n * 60 : n;
}

interface BackendsAnswer {
  backends?: Array<{
    functionTriggers?: Array<{ id?: string; schedule?: { schedule?: string } | string }>;
  }>;
}

/** The scheduled functions of the emulator's `/backends` answer. */
export function scheduledFunctions(answer: BackendsAnswer): ScheduledFunction[] {
  const found: ScheduledFunction[] = [];
  for (const backend of answer.backends ?? []) {
    for (const trigger of backend.functionTriggers ?? []) {
      const schedule =
        typeof trigger.schedule === 'string' ? trigger.schedule : trigger.schedule?.schedule;
      if (schedule === undefined || trigger.id === undefined) continue;
      const everyMinutes = minutesBetweenRuns(schedule);
      if (everyMinutes === null) {
        throw new StackError(
          `The scheduled function ${trigger.id} runs "${schedule}", which the local stack cannot ` +
            'follow: use "every N minutes" or "every N hours" (scripts/stack/scheduler.ts).',
        );
      }
      found.push({ id: trigger.id, schedule, everyMinutes });
    }
  }
  return found;
}

/**
 * The emulator keys a scheduled function's trigger as `<id>-<generation>`, the generation growing
 * each time it reloads the built code; its 404 answer lists the keys it has ("valid functions are:
 * a, b, ..."). Null when `id` is not among them.
 */
export function triggerKey(id: string, notFoundAnswer: string): string | null {
  const list = notFoundAnswer.split('valid functions are:')[1] ?? '';
  const keys = list.split(',').map((k) => k.trim());
  return keys.find((k) => k.startsWith(`${id}-`) && /^\d+$/.test(k.slice(id.length + 1))) ?? null;
}

/** Whether a function running every `everyMinutes` is due in the minute `minute` (since the epoch). */
export const dueInMinute = (fn: Pick<ScheduledFunction, 'everyMinutes'>, minute: number) =>
  minute % fn.everyMinutes === 0;

/**
 * Calls the scheduled function `id` once through the functions emulator's trigger route, with what
 * Cloud Scheduler sends (the v2 scheduler handler reads the job name and time from it). A 404 means
 * the emulator reloaded the functions (a rebuild): their keys carry the new generation, found in the
 * answer and tried once. Answers the last response and the key to use next time.
 */
export async function triggerScheduled(
  functionsUrl: string,
  projectId: string,
  id: string,
  known = `${id}-0`,
): Promise<{ answer: Response; key: string }> {
  const call = (key: string) =>
    fetch(`${functionsUrl}/functions/projects/${projectId}/triggers/${key}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-cloudscheduler-jobname': `firebase-schedule-${id}`,
        'x-cloudscheduler-scheduletime': new Date().toISOString(),
      },
      body: '{}',
      signal: AbortSignal.timeout(10 * 60_000),
    });
  const answer = await call(known);
  if (answer.status !== 404) return { answer, key: known };
  const key = triggerKey(id, await answer.text());
  return key === null ? { answer, key: known } : { answer: await call(key), key };
}

export interface Scheduler {
  functions: ScheduledFunction[];
  stop(): void;
}

/**
 * Starts calling the emulator's scheduled functions each minute, on the minute (as Cloud Scheduler
 * does). A run that fails is logged and the next minute tries again, as in production.
 */
export async function startScheduler(options: {
  functionsUrl: string;
  projectId: string;
  log: (line: string) => void;
}): Promise<Scheduler> {
  const res = await fetch(`${options.functionsUrl}/backends`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new StackError(`The functions emulator's /backends answered ${res.status}.`);
  const functions = scheduledFunctions((await res.json()) as BackendsAnswer);
  const running = new Set<string>();
  const keys = new Map<string, string>();
  const run = async (fn: ScheduledFunction): Promise<void> => {
    // A run still going when its next minute comes is not started twice (Cloud Scheduler waits for
    // the attempt's answer too).
    if (running.has(fn.id)) return;
    running.add(fn.id);
    try {
      const { answer, key } = await triggerScheduled(
        options.functionsUrl,
        options.projectId,
        fn.id,
        keys.get(fn.id),
      );
      keys.set(fn.id, key);
      if (!answer.ok) options.log(`scheduled ${fn.id}: answered ${answer.status}`);
      else options.log(`scheduled ${fn.id}: ran`);
    } catch (error) {
      options.log(`scheduled ${fn.id}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running.delete(fn.id);
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const now = Date.now();
    timer = setTimeout(
      () => {
        const minute = Math.round(Date.now() / 60_000);
        for (const fn of functions) if (dueInMinute(fn, minute)) void run(fn);
        next();
      },
      60_000 - (now % 60_000),
    );
    timer.unref();
  };
  next();
  return {
    functions,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
