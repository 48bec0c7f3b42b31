// The firebase.json the emulators run with: the committed one at offset 0, a shifted copy otherwise.
import fs from 'node:fs';
import path from 'node:path';

import { repoRoot, webDistDir } from './paths.js';
import { BASE_PORTS, type PortName, type Ports } from './ports.js';

type EmulatorEntry = { host?: string; port?: number };

interface FirebaseConfig {
  emulators?: Record<string, unknown>;
  hosting?: {
    public?: string;
    headers?: { source: string; headers: { key: string; value: string }[] }[];
  };
  [key: string]: unknown;
}

/** The ports firebase-tools runs (MailDev's are the stack's own, stack/mail.ts). */
const EMULATOR_PORTS = (Object.keys(BASE_PORTS) as PortName[]).filter(
  (name) => name !== 'smtp' && name !== 'mailWeb',
);

export const baseConfigPath = path.join(repoRoot, 'firebase.json');

/** Both origins of an emulator's port: the page may come from localhost or 127.0.0.1. */
const originsOf = (port: number) => `http://127.0.0.1:${port} http://localhost:${port}`;

/**
 * firebase.json's CSP names production origins only; the local stack adds the emulators the web
 * calls: Auth's (its REST calls and its sign-in frame) and Firestore's (the live documents' listeners).
 */
export function withEmulatorOrigins(csp: string, authPort: number, firestorePort: number): string {
  const added: Record<string, string> = {
    'connect-src': `${originsOf(authPort)} ${originsOf(firestorePort)}`,
    'frame-src': originsOf(authPort),
  };
  return csp
    .split(';')
    .map((directive) => {
      const origins = added[directive.trim().split(/\s+/u)[0] ?? ''];
      return origins === undefined ? directive : `${directive.trimEnd()} ${origins}`;
    })
    .join(';');
}

/**
 * Paths inside firebase.json are relative to the file, so the copy sits at the repository root
 * (`.firebase-<offset>.json`, gitignored), at every offset: its CSP adds the emulators' origins,
 * and for offsets other than 0 every port moves and Hosting serves this offset's own web build.
 * `ui`: turn the Emulator UI on (off in firebase.json).
 */
export function firebaseConfigFor(
  offset: number,
  ports: Ports,
  ui = false,
  functionsConfigDir?: string,
): string {
  const config = JSON.parse(fs.readFileSync(baseConfigPath, 'utf8')) as FirebaseConfig;
  const emulators = config.emulators ?? {};
  for (const name of EMULATOR_PORTS) {
    const entry = (emulators[name] ?? {}) as EmulatorEntry;
    emulators[name] = { ...entry, host: entry.host ?? '127.0.0.1', port: ports[name] };
  }
  if (ui) emulators.ui = { ...(emulators.ui as EmulatorEntry), enabled: true };
  config.emulators = emulators;
  if (config.hosting !== undefined)
    config.hosting.public = path.relative(repoRoot, webDistDir(offset));
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        header.value = withEmulatorOrigins(header.value, ports.auth, ports.firestore);
      }
    }
  }
  // The functions read their params (mail settings) from this offset's env files (stack/mail.ts).
  if (functionsConfigDir !== undefined && Array.isArray(config.functions)) {
    config.functions = (config.functions as Array<Record<string, unknown>>).map((f) => ({
      ...f,
      configDir: functionsConfigDir,
    }));
  }
  const copyPath = path.join(repoRoot, `.firebase-${offset}.json`);
  fs.writeFileSync(copyPath, `${JSON.stringify(config, null, 2)}\n`);
  return copyPath;
}
