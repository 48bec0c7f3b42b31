// The local stack's port table and the busy-port check that runs before anything starts.
import net from 'node:net';

export const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  /** The official Emulator UI, on only where it can run (stack/firestore-backend.ts). */
  ui: 4000,
  /** MailDev (stack/mail.ts): SMTP for the functions, the web inbox and its REST API. */
  smtp: 1025,
  mailWeb: 1080,
  /** The SMS catcher (stack/sms.ts): Twilio's API for the functions, and its page of texts. */
  smsWeb: 1090,
} as const;

export type PortName = keyof typeof BASE_PORTS;
export type Ports = Record<PortName, number>;

const PORT_LABELS: Record<PortName, string> = {
  hosting: 'Hosting',
  functions: 'Functions',
  auth: 'Auth',
  firestore: 'Firestore',
  hub: 'Emulator hub',
  logging: 'Emulator logging',
  ui: 'Emulator UI',
  smtp: 'Mail (SMTP)',
  mailWeb: 'Mail (web inbox)',
  smsWeb: 'Text messages (SMS catcher)',
};

/** Offsets keep whole stacks apart (several engineers, `npm test` beside `npm start`). */
export function portsFor(offset: number): Ports {
  const entries = Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]);
  return Object.fromEntries(entries) as Ports;
}

export function readPortOffset(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    throw new StackError(`RUN_PORT_OFFSET must be a whole number from 0 to 1000, not "${value}".`);
  }
  return offset;
}

/** An error whose message is meant for the person at the terminal, printed without a stack trace. */
export class StackError extends Error {
  override readonly name = 'StackError';
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/**
 * The ports browsers refuse to open, whatever serves them (the Fetch standard's "bad port" list,
 * which Chromium and Firefox follow): a stack with its site, inbox or Auth on one of them starts and
 * then answers nothing in the browser, ERR_UNSAFE_PORT. Offset 60, for one, puts Hosting on 5060 (SIP).
 */
const BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** The nearest offset above `offset` that puts none of the stack's ports on a bad port. */
function nextUsableOffset(offset: number): number {
  let next = offset + 1;
  while (Object.values(portsFor(next)).some((port) => BAD_PORTS.has(port))) next += 1;
  return next;
}

/**
 * Fails with one sentence naming the first port a browser would refuse, or the first busy port, and
 * the ways out.
 */
export async function assertPortsFree(ports: Ports, offset: number): Promise<void> {
  for (const name of Object.keys(ports) as PortName[]) {
    const port = ports[name];
    if (BAD_PORTS.has(port)) {
      throw new StackError(
        `RUN_PORT_OFFSET=${offset} puts ${PORT_LABELS[name]} on port ${port}, which browsers ` +
          `refuse to open. Run with RUN_PORT_OFFSET=${nextUsableOffset(offset)} instead.`,
      );
    }
  }
  const suggestion = offset === 20 ? 30 : 20;
  for (const name of Object.keys(ports) as PortName[]) {
    const port = ports[name];
    if (!(await isFree(port))) {
      throw new StackError(
        `Port ${port} (${PORT_LABELS[name]}) is already in use. Stop the other process ` +
          `(lsof -i :${port}) or run with RUN_PORT_OFFSET=${suggestion}.`,
      );
    }
  }
}
