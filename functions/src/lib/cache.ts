// Cache policies: public lists may sit in the Hosting CDN for a few minutes; anything personal never.
import type { Response } from 'express';

export function cachePublic(res: Response): void {
  res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
}

export function cachePrivate(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}
