// One instance of the API outside the functions emulator: the same createApp() that
// functions/src/index.ts wraps in onRequest, on a plain Node HTTP server, as one Cloud Functions v2
// (Cloud Run) instance serves many requests at once. The functions emulator instead starts one worker
// process per in-flight request, which a 2-core machine cannot do for a burst (see bench/README.md).
//
// Started by the bench: `node --import tsx bench/api-instance.ts <port>` with FIRESTORE_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT set; prints "ready" once it listens.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('Usage: api-instance.ts <port>');
  process.exit(2);
}

// The source through tsx: the build is one bundle (functions/lib/index.js) exporting the deployed
// functions, not createApp(), so the instance runs the code that bundle is made from.
const entry = path.resolve(import.meta.dirname, '..', 'functions', 'src', 'app.ts');
const { createApp } = (await import(pathToFileURL(entry).href)) as {
  createApp: () => http.RequestListener;
};

const server = http.createServer(createApp());
// Like Cloud Run: keep connections alive, and do not cut slow requests (the client times out).
server.keepAliveTimeout = 65_000;
server.requestTimeout = 0;
server.listen(port, '127.0.0.1', () => {
  console.log(`api instance ready on ${port} (${path.relative(process.cwd(), entry)})`);
});
