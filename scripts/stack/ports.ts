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

/** Fails with one sentence naming the first busy port and the two ways out. */
export async function assertPortsFree(ports: Ports, offset: number): Promise<void> {
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
