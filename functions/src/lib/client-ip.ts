// Who a rate limit counts: the peer the platform vouches for, and the client that peer names.
//
// Cloud Functions v2 runs on Cloud Run, behind Google's front end, which appends to X-Forwarded-For
// the address of the peer it accepted the connection from, as the LAST entry. That entry is the only
// one a caller cannot choose. Every earlier entry, `Fastly-Client-IP`, `X-Real-IP` and `Forwarded`
// can be the caller's own text: the direct function URL passes whatever the client sent. Through
// Firebase Hosting the peer is Hosting's CDN (Fastly), which puts the visitor's address first and
// its own nodes after it, so one peer stands for many honest visitors.
//
// Hence two keys, counted together (rate-limit.ts): the peer, with a budget for many visitors, and
// the peer plus the first address in the header, the visitor's as an honest browser's request
// arrives, with the per-visitor budget. A made-up header only moves a request between client
// budgets of the same peer, never out of the peer's budget.
//
// The emulators append nothing (the functions emulator hands the worker the caller's headers
// verbatim over a Unix socket, so the worker sees no address either). Locally every request has the
// one peer EMULATOR_PEER, and the header's first entry names the client, which is how integration
// tests act as different visitors.
import type { Request } from 'express';

import { env } from './env.js';

export const EMULATOR_PEER = 'emulator';

export interface ClientKeys {
  /** The address the platform vouches for (the connection's peer). */
  peer: string;
  /** The peer plus the first address it passed on: an honest visitor's own budget. */
  client: string;
}

export function clientKeys(req: Request): ClientKeys {
  return keysFor(req.header('x-forwarded-for'), req.socket.remoteAddress, env.underEmulator);
}

export function keysFor(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  underEmulator: boolean,
): ClientKeys {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // In production the front end's entry comes off the end; what remains is what the peer forwarded.
  const peer = underEmulator ? EMULATOR_PEER : (hops.pop() ?? socketAddress ?? 'unknown');
  return { peer, client: `${peer} ${hops[0] ?? ''}` };
}
