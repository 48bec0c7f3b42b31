// The client's address as Firebase Hosting reports it (Fastly sets fastly-client-ip; the Google front
// end puts the client first in X-Forwarded-For), for rate limiting only.
import type { Request } from 'express';

export function clientIp(req: Request): string {
  const fastly = req.get('fastly-client-ip')?.trim();
  if (fastly) return fastly;
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return req.socket.remoteAddress ?? 'unknown';
}
