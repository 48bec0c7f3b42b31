// The live documents' Firestore, its own chunk: loaded by live-doc.tsx only on the screens that
// listen (the results board, the console's check-in counts, an open race's places), so no other
// screen downloads the Firestore SDK. reactfire's `useFirestoreDocData` does the listening.
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  queryEqual,
  type Firestore,
} from 'firebase/firestore';
import { useEffect } from 'react';
import {
  FirebaseAppProvider,
  FirestoreProvider,
  useFirestore,
  useFirestoreDocData,
} from 'reactfire';

import { env } from '@/config/env';

import { firebaseApp } from './firebase';
import type { Live } from './live-doc';
import { provideFirestore } from './reactfire-firestore';

provideFirestore({ onSnapshot, queryEqual });

let firestore: Firestore | undefined;

/** The project's Firestore; on the local stack its emulator, beside the page like Auth's. */
function liveFirestore(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    const emulator = env.firestoreEmulator;
    if (emulator) connectFirestoreEmulator(firestore, emulator.host, emulator.port);
  }
  return firestore;
}

export interface ListenerProps {
  path: string;
  onChange: (live: Live<unknown>) => void;
}

function Listen({ path, onChange }: ListenerProps) {
  const { status, data } = useFirestoreDocData(doc(useFirestore(), path));
  useEffect(() => {
    // A document that does not exist yet is a success without data (a board before any finisher).
    onChange(status === 'success' ? { status, data } : { status: 'loading' });
  }, [status, data, onChange]);
  return null;
}

/** reactfire throws a listener's error (refused, unreachable) during render: live-doc.tsx's boundary
 * reports it. */
export default function LiveListener(props: ListenerProps) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <FirestoreProvider sdk={liveFirestore()}>
        <Listen {...props} />
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
