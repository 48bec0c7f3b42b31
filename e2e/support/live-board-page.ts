// The board page of the listener spec written as the web writes a live view: React, with reactfire's
// `useFirestoreDocData` hook listening to one document. Bundled for the browser by esbuild (Vite's own
// bundler, already installed) when the spec starts; `LIVE` is defined at that time.
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore } from 'firebase/firestore';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  FirebaseAppProvider,
  FirestoreProvider,
  useFirestore,
  useFirestoreDocData,
} from 'reactfire';

declare const LIVE: { projectId: string; host: string; port: number };

const app = initializeApp({ projectId: LIVE.projectId, apiKey: 'demo' });
const db = getFirestore(app);
connectFirestoreEmulator(db, LIVE.host, LIVE.port);

function Board() {
  const { status, data, error } = useFirestoreDocData(doc(useFirestore(), 'boards/finish'));
  const text =
    status === 'loading'
      ? 'Connecting'
      : status === 'error'
        ? `Error: ${error?.message ?? ''}`
        : data
          ? `Finishers: ${String(data.finishers)}`
          : 'No finishers yet';
  return createElement('output', null, text);
}

const root = document.querySelector('#root');
if (root) {
  createRoot(root).render(
    createElement(
      FirebaseAppProvider,
      { firebaseApp: app },
      createElement(FirestoreProvider, { sdk: db }, createElement(Board)),
    ),
  );
}
