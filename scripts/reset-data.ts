// `npm run reset-data`: forget what `npm start` saved; the next start loads the sample data again.
import fs from 'node:fs';
import path from 'node:path';

import { repoRoot, stateDir } from './stack/paths.js';

fs.rmSync(stateDir, { recursive: true, force: true });
console.log(
  `Removed ${path.relative(repoRoot, stateDir)}. The next npm start begins with the sample data.`,
);
