// reactfire imports every Firebase SDK it has hooks for. RUN uses only Auth and Firestore (the live
// documents, forwarded by ../reactfire-firestore.ts), so vite.config.ts points reactfire's imports of
// the others here instead of bundling ~100 KB (gzip) of SDKs nobody calls.
function notBundled(): never {
  throw new Error('This Firebase SDK is not bundled in RUN; only Auth and Firestore are used.');
}
export const get = notBundled;
export const off = notBundled;
export const onChildAdded = notBundled;
export const onChildChanged = notBundled;
export const onChildMoved = notBundled;
export const onChildRemoved = notBundled;
export const onValue = notBundled;
export const httpsCallable = notBundled;
export const ensureInitialized = notBundled;
export const getAll = notBundled;
export const getBoolean = notBundled;
export const getNumber = notBundled;
export const getString = notBundled;
export const getValue = notBundled;
export const getDownloadURL = notBundled;
export const ref = notBundled;
