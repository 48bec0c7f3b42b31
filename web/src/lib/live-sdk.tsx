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
import { Component, useEffect, type ReactNode } from 'react';
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

/** reactfire throws a listener's error (refused, unreachable) during render: reported, not shown. */
class ReportError extends Component<ListenerProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onChange({ status: 'error' });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export default function LiveListener(props: ListenerProps) {
  return (
    <ReportError {...props}>
      <FirebaseAppProvider firebaseApp={firebaseApp()}>
        <FirestoreProvider sdk={liveFirestore()}>
          <Listen {...props} />
        </FirestoreProvider>
      </FirebaseAppProvider>
    </ReportError>
  );
}
