// Accounts (Auth emulator REST API) and sample events (RUN API) for browser tests, on the stack under test.
import { randomUUID } from 'node:crypto';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:5000';
/** The stack's ports move together (auth = hosting + 4099); AUTH_EMULATOR_HOST overrides. */
export const authEmulatorHost =
  process.env.AUTH_EMULATOR_HOST ?? `127.0.0.1:${Number(new URL(baseURL).port || 80) + 4099}`;

export const TEST_PASSWORD = 'Runner2026pass';

export interface Account {
  email: string;
  password: string;
  uid: string;
  idToken: string;
  displayName?: string;
}

export function uniqueEmail(prefix = 'web1'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@e2e.test`;
}

/** A fresh account with a unique email, optionally with a display name. */
export async function createAccount(
  options: { prefix?: string; displayName?: string } = {},
): Promise<Account> {
  const email = uniqueEmail(options.prefix);
  const base = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1`;
  const res = await fetch(`${base}/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string };
  if (options.displayName) {
    const update = await fetch(`${base}/accounts:update?key=fake-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idToken: body.idToken,
        displayName: options.displayName,
        returnSecureToken: true,
      }),
    });
    if (!update.ok) throw new Error(`Auth emulator profile update failed: ${update.status}`);
  }
  return {
    email,
    password: TEST_PASSWORD,
    uid: body.localId,
    idToken: body.idToken,
    displayName: options.displayName,
  };
}

const samples = [
  {
    title: 'Coastal Classic Marathon',
    location: 'Lisbon, Portugal',
    runningDistance: '42.195 KM',
    image: 'coast',
  },
  {
    title: 'Harbour Lights Half',
    location: 'Sydney, Australia',
    runningDistance: '21.1 KM',
    image: 'harbour',
  },
  {
    title: 'Canal Run 10K',
    location: 'Amsterdam, Netherlands',
    runningDistance: '10 KM',
    image: 'canals',
  },
  {
    title: 'Aurora Night Marathon',
    location: 'Tromsø, Norway',
    runningDistance: '42.195 KM',
    image: 'aurora',
  },
  { title: 'Blossom Park 5K', location: 'Kyoto, Japan', runningDistance: '5 KM', image: 'blossom' },
  {
    title: 'Forest Trail Half',
    location: 'Portland, USA',
    runningDistance: '21.1 KM',
    image: 'forest',
  },
];

function isoDay(daysFromToday: number, end = false): string {
  const day = new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

/**
 * Makes sure the featured list has six events (a fresh `npm test` stack starts empty), adding sample
 * ones through the API when needed.
 */
export async function ensureFeaturedEvents(): Promise<void> {
  const apiBase = `${baseURL.replace(/\/$/u, '')}/api`;
  const res = await fetch(`${apiBase}/marathons-6`);
  if (!res.ok) throw new Error(`GET /marathons-6 failed: ${res.status}`);
  const existing = ((await res.json()) as unknown[]).length;
  if (existing >= samples.length) return;
  const organiser = await createAccount({ prefix: 'organiser', displayName: 'Sample Organiser' });
  for (const [i, sample] of samples.slice(existing).entries()) {
    const created = await fetch(`${apiBase}/marathons`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${organiser.idToken}` },
      body: JSON.stringify({
        title: sample.title,
        startRegistrationDate: isoDay(-5),
        endRegistrationDate: isoDay(30 + i * 5, true),
        marathonStartDate: isoDay(45 + i * 7),
        location: sample.location,
        runningDistance: sample.runningDistance,
        marathonImageURL: `/images/marathons/${sample.image}.svg`,
        description: `${sample.title}: a fast, friendly course through ${sample.location}.`,
      }),
    });
    if (!created.ok)
      throw new Error(`POST /marathons failed: ${created.status} ${await created.text()}`);
  }
}
