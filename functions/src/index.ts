import { onRequest } from 'firebase-functions/v2/https';

import { createApp } from './app.js';
import { emulatorProbes } from './triggers/emulator-probes.js';

export const api = onRequest({ region: 'us-central1' }, createApp());
export { registrationActivity } from './triggers/registration-activity.js';

/**
 * Test-only triggers, grouped (`probes-created`, ...): defined under the emulators only, so a deploy,
 * which loads this module without FUNCTIONS_EMULATOR, deploys none of them.
 */
export const probes = process.env.FUNCTIONS_EMULATOR === 'true' ? emulatorProbes() : {};
