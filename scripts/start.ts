// `npm start`: build, start the local stack with data that persists between runs, print where it is.
import { reportFailure, startStack, stopOnSignals } from './stack.js';
import { lockState, markSampleLoaded, persistentStackOptions } from './stack/state.js';
import { printWelcome } from './stack/welcome.js';

const started = Date.now();
try {
  const unlock = lockState();
  process.once('exit', unlock);
  const options = persistentStackOptions();
  const stack = await startStack({ ...options, onProgress: (line) => console.log(line) });
  if (stack.seed?.seeded === true) {
    console.log(
      `Loaded the sample data: ${stack.seed.marathons} marathons, ${stack.seed.registrations} registrations, ` +
        `${stack.seed.opinions} opinions.`,
    );
  }
  if (options.seed) markSampleLoaded();
  console.log(`Ready in ${Math.round((Date.now() - started) / 1000)} s.`);
  printWelcome(stack, stack.siteUrl);
  stopOnSignals(stack, () => console.log('\nStopping RUN (saving data)...'));
} catch (error) {
  reportFailure(error);
}
