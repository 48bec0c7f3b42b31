// `npm run reset-data`: forget what `npm start` saved; the next start loads the sample data again.
import fs from 'node:fs';

import { stateDir } from './stack/paths.js';
import { stateDirForHumans, stateInUseBy } from './stack/state.js';

const holder = stateInUseBy();
if (holder !== null) {
  console.error(
    `RUN is still running (process ${holder}) and using ${stateDirForHumans()}. Stop it first (Ctrl-C).`,
  );
  process.exit(1);
}
fs.rmSync(stateDir, { recursive: true, force: true });
console.log(`Removed ${stateDirForHumans()}. The next npm start begins with the sample data.`);
