// Child processes of the stack: output to a log file, own process group, bounded stop.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

import { StackError } from './ports.js';

export interface LoggedProcess {
  readonly name: string;
  readonly logPath: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  readonly exited: Promise<number | string>;
  hasExited(): boolean;
  /** Sends `signal` to the process, then kills its whole group if it is still alive after `graceMs`. */
  stop(signal: NodeJS.Signals, graceMs: number): Promise<void>;
  /** Last resort when our own process is exiting: no waiting is possible any more. */
  killNow(): void;
}

export interface SpawnOptions {
  env?: NodeJS.ProcessEnv;
  cwd: string;
  logPath: string;
  /** Signal only the leader first (firebase-tools cleans up its own children on SIGINT). */
  signalLeaderOnly?: boolean;
}

export function spawnLogged(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): LoggedProcess {
  const logFd = fs.openSync(options.logPath, 'w');
  // detached: a group of its own, so Ctrl-C in the terminal reaches only us and we stop the
  // children in order (firebase must export auth before anything else goes away).
  const child = spawn(command, args, {
    cwd: options.cwd,
    // Plain text logs: no colour escape codes in .run/logs.
    env: { ...(options.env ?? process.env), FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', logFd, logFd],
    detached: true,
  });
  fs.closeSync(logFd);

  let done = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (error) => {
      done = true;
      fs.appendFileSync(
        options.logPath,
        `\n[stack] could not start ${command}: ${error.message}\n`,
      );
      resolve('spawn-error');
    });
  });

  const signalGroup = (signal: NodeJS.Signals): void => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name,
    logPath: options.logPath,
    child,
    exited,
    hasExited: () => done,
    killNow() {
      if (!done) signalGroup('SIGTERM');
    },
    async stop(signal, graceMs) {
      if (done) return;
      if (options.signalLeaderOnly === true) child.kill(signal);
      else signalGroup(signal);
      const result = await Promise.race([exited.then(() => 'exited'), sleep(graceMs, 'timeout')]);
      // Even after a clean exit, stray grandchildren may linger in the group.
      signalGroup('SIGKILL');
      if (result === 'timeout') await Promise.race([exited, sleep(1000)]);
    },
  };
}

/** The last lines of a log, to explain a failure without sending anyone digging. */
export function logTail(logPath: string, lines = 15): string {
  try {
    const text = fs.readFileSync(logPath, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Runs a command to completion with output in a log; throws a StackError naming the log on failure. */
export async function runLogged(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions,
): Promise<void> {
  const proc = spawnLogged(name, command, args, options);
  const code = await proc.exited;
  if (code !== 0) {
    throw new StackError(
      `${name} failed (exit ${String(code)}). Last lines of ${options.logPath}:\n${logTail(options.logPath)}`,
    );
  }
}

/** Polls until `check` is true; fails early when `proc` dies, naming its log. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  deadline: number,
  procs: readonly LoggedProcess[],
): Promise<void> {
  for (;;) {
    for (const proc of procs) {
      if (proc.hasExited()) {
        throw new StackError(
          `${proc.name} exited before ${what} was ready. Last lines of ${proc.logPath}:\n${logTail(proc.logPath)}`,
        );
      }
    }
    if (await check()) return;
    if (Date.now() > deadline) {
      const logs = procs.map((p) => p.logPath).join(', ');
      throw new StackError(`${what} was not ready in time. See ${logs}.`);
    }
    await sleep(250);
  }
}
