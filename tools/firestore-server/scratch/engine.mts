import { ServerState } from '../src/state.ts';
import { runQuery } from '../src/query.ts';
import { commit } from '../src/writes.ts';
const state = new ServerState();
const dbName = 'projects/p/databases/(default)';
const { db } = state.database(dbName);
const cities = ['Berlin', 'Paris', 'Rome', 'Oslo', 'Lima'];
let t = performance.now();
for (let i = 0; i < 100000; i++) {
  await commit(state, { database: dbName, writes: [{ update: { name: `${dbName}/documents/people/d${i}`, fields: { i: { integerValue: String(i) }, city: { stringValue: cities[i % 5] }, age: { integerValue: String(18 + (i % 60)) }, marathonId: { stringValue: `m${i % 20}` } } } }] });
}
console.log('100k commits ms', (performance.now() - t).toFixed(0));
const q = (query: any) => { const c = process.cpuUsage(); const t = performance.now(); const r = runQuery(db, '', query); const u = process.cpuUsage(c); return ['wall', (performance.now() - t).toFixed(1), 'cpu', ((u.user + u.system) / 1000).toFixed(1), r.length]; };
for (let k = 0; k < 3; k++) {
console.log('count all', q({ from: [{ collectionId: 'people' }] }));
console.log('eq', q({ from: [{ collectionId: 'people' }], where: { fieldFilter: { field: { fieldPath: 'marathonId' }, op: 'EQUAL', value: { stringValue: 'm3' } } } }));
console.log('eq order limit', q({ from: [{ collectionId: 'people' }], where: { fieldFilter: { field: { fieldPath: 'city' }, op: 'EQUAL', value: { stringValue: 'Paris' } } }, orderBy: [{ field: { fieldPath: 'age' }, direction: 'ASCENDING' }], limit: { value: 20 } }));
}
process.exit(0);
