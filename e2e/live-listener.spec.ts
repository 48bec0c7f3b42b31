// A browser listening to a Firestore document (the Firebase JS SDK over WebChannel, plain and through
// reactfire's hook) sees each change the server commits, and its writes go through the rules. Against a Firestore server of its own with
// rules that allow reading the document (the stack's firestore.rules allow reading only a race's live documents).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { collection, doc, getDocs, setDoc } from 'firebase/firestore';

import { startOwnFirestore, type OwnFirestore } from './support/firestore-server.js';

const firebaseDir = path.resolve(import.meta.dirname, '../node_modules/firebase');
const { version } = JSON.parse(fs.readFileSync(path.join(firebaseDir, 'package.json'), 'utf8')) as {
  version: string;
};
const PROJECT = 'demo-live-listener';
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /boards/{boardId} {
      allow read: if true;
    }
    match /cheers/{cheerId} {
      allow create: if request.resource.data.text is string;
    }
  }
}
`;

let firestore: OwnFirestore;
let env: RulesTestEnvironment;
/** The page comes from a loopback origin of its own, as the site does: cross-origin, same machine. */
let pageServer: http.Server;
let site: string;
/** The reactfire board, once the test that uses it has bundled it. */
let reactPage = '';

test.beforeAll(async () => {
  firestore = await startOwnFirestore();
  env = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { rules: RULES, host: firestore.host, port: firestore.port },
  });
  pageServer = http.createServer((req, res) => {
    const body = req.url === '/react' && reactPage !== '' ? reactPage : boardPage();
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  pageServer.close();
  await env.cleanup();
  await firestore.stop();
});

/** A page that shows the finish board's count, listening with onSnapshot; the SDK from node_modules. */
function boardPage(): string {
  const sdk = `https://www.gstatic.com/firebasejs/${version}`;
  return `<!doctype html><html lang="en"><title>Board</title>
<main><output>Connecting</output><button type="button">Cheer</button><p id="cheer"></p></main>
<script type="module">
import { initializeApp } from '${sdk}/firebase-app.js';
import { addDoc, collection, connectFirestoreEmulator, doc, getFirestore, onSnapshot } from '${sdk}/firebase-firestore.js';
const db = getFirestore(initializeApp({ projectId: '${PROJECT}', apiKey: 'demo' }));
connectFirestoreEmulator(db, '${firestore.host}', ${firestore.port});
const out = document.querySelector('output');
onSnapshot(
  doc(db, 'boards/finish'),
  (s) => (out.textContent = s.exists() ? 'Finishers: ' + s.data().finishers : 'No finishers yet'),
  (e) => (out.textContent = 'Error: ' + e.message),
);
const status = document.querySelector('#cheer');
document.querySelector('button').onclick = () =>
  addDoc(collection(db, 'cheers'), { text: 'Go!' }).then(
    () => (status.textContent = 'Cheer sent'),
    (e) => (status.textContent = 'Error: ' + e.message),
  );
</script></html>`;
}

/** Opens the board page, with the Firebase SDK served from node_modules in place of its CDN. */
async function openBoard(page: Page): Promise<void> {
  await page.route('https://www.gstatic.com/firebasejs/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: fs.readFileSync(
        path.join(firebaseDir, path.basename(new URL(route.request().url()).pathname)),
      ),
    }),
  );
  await page.goto(site);
}

test('a browser listening to a document receives each change to it', async ({ page }) => {
  await openBoard(page);
  await expect(page.getByText('No finishers yet')).toBeVisible();

  for (const finishers of [1, 2]) {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'boards/finish'), { finishers }),
    );
    await expect(page.getByText(`Finishers: ${finishers}`)).toBeVisible();
  }
});

test('reactfire’s useFirestoreDocData hook receives each change to a document', async ({
  page,
}) => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'support/live-board-page.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: {
      LIVE: JSON.stringify({ projectId: PROJECT, host: firestore.host, port: firestore.port }),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  // Served by the page server, not by a Playwright route: Chromium puts a routed page in no address
  // space and then refuses its calls to the loopback Firestore (local network access).
  reactPage = `<!doctype html><html lang="en"><title>Board</title><main id="root"></main><script type="module">${script.replaceAll('</script', '<\\/script')}</script></html>`;
  await env.withSecurityRulesDisabled((ctx) =>
    setDoc(doc(ctx.firestore(), 'boards/finish'), { finishers: 10 }),
  );
  await page.goto(`${site}react`);
  await expect(page.getByText('Finishers: 10')).toBeVisible();
  await env.withSecurityRulesDisabled((ctx) =>
    setDoc(doc(ctx.firestore(), 'boards/finish'), { finishers: 11 }),
  );
  await expect(page.getByText('Finishers: 11')).toBeVisible();
});

test('a browser writes through the Write stream, within the rules', async ({ page }) => {
  await openBoard(page);
  await page.getByRole('button', { name: 'Cheer' }).click();
  // The promise settles only once the server acknowledged the write.
  await expect(page.getByText('Cheer sent')).toBeVisible();
  let cheers: unknown[] = [];
  await env.withSecurityRulesDisabled(async (ctx) => {
    cheers = (await getDocs(collection(ctx.firestore(), 'cheers'))).docs.map((d) => d.data());
  });
  expect(cheers).toEqual([{ text: 'Go!' }]);
});
