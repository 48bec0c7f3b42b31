// Through Hosting the API is same-origin; the direct function URL and `npm run dev` are not. Tokens
// travel in a header, never cookies, so allowing any origin exposes nothing.
import type { RequestHandler } from 'express';

export const cors: RequestHandler = (req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  res.set('Access-Control-Expose-Headers', 'X-Next-Cursor, Content-Disposition');
  if (req.method === 'OPTIONS') {
    res.set('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE, OPTIONS');
    res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.set('Access-Control-Max-Age', '3600');
    res.status(204).end();
    return;
  }
  next();
};
