// The lines `npm start` and `npm run dev` print once the stack answers.
import path from 'node:path';

import { DEMO_ACCOUNTS } from '../seed.js';
import type { RunningStack } from '../stack.js';
import { repoRoot } from './paths.js';
import { stateDirForHumans } from './state.js';

export function printWelcome(stack: RunningStack, url: string): void {
  const { organiser, runner } = DEMO_ACCOUNTS;
  console.log(`
RUN is running at ${url}  (API: ${stack.apiUrl})
Mail inbox (MailDev, every mail the site sends): ${stack.mailUrl}
Text messages (SMS catcher, every text the site sends): ${stack.smsUrl}

  Demo accounts (or register your own):
    organiser  ${organiser.email}  password ${organiser.password}
    runner     ${runner.email}     password ${runner.password}

${stack.uiUrl === null ? '' : `  Emulator UI (Firestore, Auth, logs): ${stack.uiUrl}\n\n`}  Data is kept in ${stateDirForHumans()} between runs (npm run reset-data starts fresh).
  Logs: ${path.relative(repoRoot, stack.logDir)}/   Ctrl-C stops everything.
`);
}
