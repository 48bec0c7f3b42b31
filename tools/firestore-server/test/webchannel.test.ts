// WebChannel as a browser's Firebase SDK speaks it (the browser itself: e2e/live-listener.spec.ts):
// a handshake POST opens the session with the first message, a backchannel GET streams the
// server's messages as length-prefixed arrays, later POSTs carry more messages.
import { beforeAll, describe, expect, it } from 'vitest';

import { adminDb, serverForFile } from './helpers.js';

const PROJECT = 'demo-webchannel';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const server = serverForFile({ port: 8226 });
let base: string;

beforeAll(async () => {
  base = `http://127.0.0.1:${server().port}/google.firestore.v1.Firestore/Listen/channel`;
});

function form(offset: number, ...messages: unknown[]): string {
  const maps = messages.map((m, i) => `req${i}___data__=${encodeURIComponent(JSON.stringify(m))}`);
  return [`count=${messages.length}`, `ofs=${offset}`, ...maps].join('&');
}

/** Each length-prefixed chunk (`<length>\n<json>`), parsed. */
function chunksOf(text: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    const length = Number(text.slice(at, newline));
    out.push(JSON.parse(text.slice(newline + 1, newline + 1 + length)));
    at = newline + 1 + length;
  }
  return out;
}

/** The numbered arrays `[id, payload]` of a backchannel's chunks. */
const arraysOf = (text: string) => chunksOf(text).flat(1) as [number, unknown][];

describe('WebChannel', () => {
  it('opens a Listen session, streams its target and a change, and takes later messages', async () => {
    await adminDb(PROJECT).doc('boards/b').set({ n: 1 });
    const listen = {
      database: DATABASE,
      addTarget: { targetId: 2, documents: { documents: [`${DATABASE}/documents/boards/b`] } },
    };
    const handshake = await fetch(`${base}?VER=8&RID=1&CVER=22`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://localhost:5173',
      },
      body: `headers=${encodeURIComponent('X-Goog-Api-Client:test\r\n')}&${form(0, listen)}`,
    });
    expect(handshake.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const [[id, created]] = arraysOf(await handshake.text()) as [[number, [string, string]]];
    expect(id).toBe(0);
    expect(created[0]).toBe('c');
    const sid = created[1];

    const back = await fetch(`${base}?VER=8&RID=rpc&SID=${sid}&AID=0&CI=0&TYPE=xmlhttp`);
    const reader = back.body?.getReader();
    let text = '';
    const messages = (): unknown[] =>
      arraysOf(text).flatMap(([, payload]) =>
        Array.isArray(payload) && payload[0] !== 'noop' ? payload : [],
      );
    const until = async (predicate: () => boolean): Promise<void> => {
      while (!predicate()) {
        const { value, done } = (await reader?.read()) ?? { done: true };
        if (done) throw new Error(`backchannel ended: ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    const has = (fragment: string) => () => JSON.stringify(messages()).includes(fragment);
    await until(has('"CURRENT"'));
    expect(JSON.stringify(messages())).toContain('"integerValue":"1"');

    await adminDb(PROJECT).doc('boards/b').set({ n: 2 });
    await until(has('"integerValue":"2"'));

    const more = await fetch(`${base}?VER=8&SID=${sid}&RID=2&AID=0`, {
      method: 'POST',
      body: form(1, { removeTarget: 2 }),
    });
    // [backchannel present, last array id sent, bytes not yet acknowledged]
    expect(chunksOf(await more.text())).toEqual([[1, expect.any(Number), expect.any(Number)]]);
    await until(has('"REMOVE"'));
    await reader?.cancel();
  });

  it('answers an unknown session as the SDK expects, so it opens a new one', async () => {
    const res = await fetch(`${base}?VER=8&SID=nope&RID=2&AID=0`, {
      method: 'POST',
      body: form(0),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Unknown SID');
  });
});
