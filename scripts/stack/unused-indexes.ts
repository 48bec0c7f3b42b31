// After the whole suite: the indexes firestore.indexes.json declares that fit no query of the run
// (the Firestore server notes each fit, `GET /run/v1/indexes/unused`). Every query the code makes
// runs in the suite, so an index none of them could use is one production would build and keep up
// to date for nothing: remove it, or add the test of the query that needs it.

interface Unused {
  indexes: unknown[];
  fieldOverrides: unknown[];
}

/** What the server found unused, one line an index; empty when every index served a query. */
export function unusedIndexLines(unused: Unused): string[] {
  return [
    ...unused.indexes.map((index) => `index ${JSON.stringify(index)}`),
    ...unused.fieldOverrides.map((entry) => `field override ${JSON.stringify(entry)}`),
  ];
}

/** Asks the stack's Firestore server (`host:port`) which declared indexes fit no query made. */
export async function unusedIndexes(firestoreHost: string): Promise<string[]> {
  const res = await fetch(`http://${firestoreHost}/run/v1/indexes/unused`);
  if (!res.ok) throw new Error(`${res.status} from the Firestore server: ${await res.text()}`);
  return unusedIndexLines((await res.json()) as Unused);
}
