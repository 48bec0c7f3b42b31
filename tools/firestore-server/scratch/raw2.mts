import * as grpc from '@grpc/grpc-js';
import { loadFirestoreService } from '../src/proto.ts';
import { startFirestoreServer } from '../src/server.ts';
const server = await startFirestoreServer({ port: 8252 });
const Client = grpc.makeGenericClientConstructor(loadFirestoreService(), 'Firestore');
const client = new Client('127.0.0.1:8252', grpc.credentials.createInsecure()) as any;
for (const body of [{ explainOptions: { analyze: true } }, {}]) {
  const t = Date.now();
  await new Promise<void>((res) => {
    const s = client.RunQuery({ parent: 'projects/demo-t/databases/(default)/documents', structuredQuery: { from: [{ collectionId: 'p' }] }, ...body });
    s.on('data', (d: unknown) => console.log('data', Date.now() - t));
    s.on('error', (e: any) => { console.log('err', Date.now() - t, e.code); res(); });
    s.on('end', () => { console.log('end', Date.now() - t); res(); });
  });
}
await server.stop(); process.exit(0);
