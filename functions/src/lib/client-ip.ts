// The client address a rate limit may key on: only what the platform vouches for.
//
// Cloud Functions v2 runs on Cloud Run, behind Google's front end, which writes into X-Forwarded-For
// the address of the peer it accepted the connection from, as the LAST entry (it appends to, or
// replaces, whatever the client sent). Every earlier entry, and `Fastly-Client-IP` (Hosting's CDN
// header), can be the client's own text: the direct function URL passes whatever the client sent.
// So the last entry is the key. Through Firebase Hosting that peer is the Hosting edge that
// forwarded the request, so Hosting traffic shares its edge's budget: coarser, but no header buys a
// fresh one. The local emulators add no entry: there the caller's own last entry stands in for the
// front end's, which is how the integration tests act as different clients.
import type { Request } from 'express';

export function clientIp(req: Request): string {
  const last = req.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (last) return last;
  return req.socket.remoteAddress ?? 'unknown';
}
