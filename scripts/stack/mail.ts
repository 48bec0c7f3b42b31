// Mail on the local stack: MailDev (SMTP for the functions, a web inbox and REST API for people and
// tests), and the functions' mail settings for this offset. Nothing leaves the machine: MailDev keeps
// every mail it receives and relays none.
import fs from 'node:fs';
import path from 'node:path';

import { repoRoot } from './paths.js';
import type { Ports } from './ports.js';
import { spawnLogged, type LoggedProcess } from './processes.js';
import { smsEnv } from './sms.js';

const mailDevBin = path.join(repoRoot, 'node_modules', 'maildev', 'bin', 'maildev');

/** MailDev's pid, for the delivery test that pauses the mail server (functions/test/mail-*.ts). */
export const mailDevPidFile = (offset: number) =>
  path.join(repoRoot, '.run', `maildev-${offset}.pid`);

export function mailDevUrl(ports: Ports): string {
  return `http://127.0.0.1:${ports.mailWeb}`;
}

export function startMailDev(offset: number, ports: Ports, logPath: string): LoggedProcess {
  const proc = spawnLogged(
    'MailDev',
    process.execPath,
    [
      mailDevBin,
      '--smtp',
      String(ports.smtp),
      '--web',
      String(ports.mailWeb),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
    ],
    { cwd: repoRoot, logPath },
  );
  fs.mkdirSync(path.dirname(mailDevPidFile(offset)), { recursive: true });
  fs.writeFileSync(mailDevPidFile(offset), `${proc.child.pid ?? ''}\n`);
  return proc;
}

/**
 * The functions' params for this offset (functions/src/mail/params.ts), as the emulator reads them:
 * `.env.local` in the functions' `configDir`, which the per-offset firebase.json points here. Every
 * param has a value, so the emulator never prompts.
 */
export function writeFunctionsEnv(offset: number, ports: Ports): string {
  const dir = path.join(repoRoot, '.run', `functions-env-${offset}`);
  fs.mkdirSync(dir, { recursive: true });
  const env = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    SMTP_USER: '',
    MAIL_FROM: 'RUN <no-reply@run.test>',
    SITE_URL: `http://localhost:${ports.hosting}`,
    // Retries a second apart locally: a test waits for the mail server coming back, not for hours.
    MAIL_RETRY_SECONDS: '1',
    // Texts go through Twilio's SDK to the SMS catcher (stack/sms.ts), never to Twilio.
    ...smsEnv(ports),
  };
  const lines = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  fs.writeFileSync(path.join(dir, '.env.local'), `${lines.join('\n')}\n`);
  // No `.secret.local` here: the Functions emulator reads secrets only from the functions' own folder.
  // Locally every secret is left unset (MailDev takes mail without a password; the SMS catcher and the
  // unsubscribe links have their own local stand-ins).
  return path.relative(repoRoot, dir);
}
