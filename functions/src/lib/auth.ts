// Who is calling: `Authorization: Bearer <Firebase ID token>`, verified with firebase-admin.
import type { Request, RequestHandler, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { isLanguage, LANGUAGES, type Language } from '@run/contract/domain/languages';

import { auth } from './firestore.js';
import { forbidden, serviceUnavailable, unauthorized } from './http-error.js';

export interface Caller {
  uid: string;
  /** Lowercased; undefined for accounts without an email (e.g. phone sign-in). */
  email: string | undefined;
  /** Whether the identity service has verified `email` (sign-up alone never does). */
  emailVerified: boolean;
  /**
   * The language this request was made in: the first of its Accept-Language that RUN speaks
   * (Express's negotiation: q-values, `de-AT` is German; no header is English). What a new record's
   * mail goes in when the account chose none (mail/address.ts).
   */
  language?: Language;
}

/** The request's language, as `Caller.language` holds it. */
function requestLanguage(req: Request): { language?: Language } {
  const accepted = req.acceptsLanguages([...LANGUAGES]);
  return isLanguage(accepted) ? { language: accepted } : {};
}

// A WeakMap instead of a property on Request: no global type augmentation, no leaks.
const callers = new WeakMap<Request, Caller>();

const bearerPattern = /^Bearer ([A-Za-z0-9._-]+)$/u;

/** Codes that say the verification itself failed (network, internal), not that the token is bad. */
function isVerifierTrouble(code: string): boolean {
  return code.startsWith('app/') || code === 'auth/internal-error';
}

async function verify(header: string, checkRevoked: boolean): Promise<Caller> {
  const match = bearerPattern.exec(header.trim());
  if (!match?.[1]) throw unauthorized('auth_header_malformed');
  try {
    const decoded = await auth().verifyIdToken(match[1], checkRevoked);
    return {
      uid: decoded.uid,
      email: decoded.email?.toLowerCase(),
      emailVerified: decoded.email_verified === true,
    };
  } catch (err) {
    // Expired, malformed, wrong project or revoked: the client signs in again either way. The code
    // (never the token) is logged so a wave of 401s can be explained.
    const code =
      typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : 'unknown';
    if (isVerifierTrouble(code)) {
      // The token may be fine: the verifier could not reach its keys (or the Auth emulator under a
      // burst). A 401 would sign a valid runner out mid-registration; a 503 lets them retry.
      logger.error('id token verification unavailable', { code });
      throw serviceUnavailable('sign_in_unchecked');
    }
    logger.warn('id token rejected', { code });
    throw unauthorized('session_invalid');
  }
}

/**
 * Writes check revocation: a disabled, deleted or signed-out-everywhere account is refused at once,
 * not when its token expires (up to an hour later). That costs an Auth call per request, so reads
 * skip it: a read only shows the caller what the token already let them see within the hour.
 */
export function checksRevocation(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/** For paths that need a signed-in user: 401 when the token is missing, bad or revoked. */
export const requireAuth: RequestHandler = async (req, _res, next) => {
  const header = req.header('authorization');
  if (!header) throw unauthorized('sign_in');
  callers.set(req, {
    ...(await verify(header, checksRevocation(req.method))),
    ...requestLanguage(req),
  });
  next();
};

/**
 * For public paths that show more to some callers (the creator's participants). A bad token is
 * ignored rather than refused: the public answer is still right for an anonymous reader.
 */
export const optionalAuth: RequestHandler = async (req, _res, next) => {
  const header = req.header('authorization');
  if (header) {
    try {
      callers.set(req, {
        ...(await verify(header, checksRevocation(req.method))),
        ...requestLanguage(req),
      });
    } catch {
      // Anonymous it is.
    }
  }
  next();
};

export function callerOf(req: Request): Caller | undefined {
  return callers.get(req);
}

/** The verified caller; only valid after requireAuth. */
function requireCaller(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw unauthorized('sign_in');
  return caller;
}

/**
 * The one way a route says it needs a signed-in caller: the token is verified first (401 without a
 * good one, revocation checked on writes) and the handler receives the caller.
 */
export function signedIn(
  handler: (req: Request, res: Response, caller: Caller) => Promise<void>,
): RequestHandler[] {
  return [requireAuth, (req, res) => handler(req, res, requireCaller(req))];
}

export function requireCallerEmail(caller: Caller): string {
  if (!caller.email) throw forbidden('email_required');
  return caller.email;
}
