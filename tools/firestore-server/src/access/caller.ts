// Who is calling: the Admin SDK (`Bearer owner`, bypasses rules) or a client SDK user, from its token.

export interface RulesAuth {
  uid: string;
  token: Record<string, unknown>;
}

/** `owner`: the Admin SDK; otherwise a client whose `auth` becomes `request.auth` (null when signed out). */
export type Caller = { owner: true } | { owner: false; auth: RulesAuth | null };

export const OWNER: Caller = { owner: true };

/**
 * The emulator trusts tokens without checking signatures, as the official one does: Auth emulator
 * tokens and rules-unit-testing's mock tokens are unsigned JWTs whose claims are the user's.
 */
export function callerFromAuthorization(header: string | undefined): Caller {
  if (!header) return { owner: false, auth: null };
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (token === 'owner') return OWNER;
  const payload = token.split('.')[1];
  if (!payload) return { owner: false, auth: null };
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return { owner: false, auth: null };
  }
  const uid = claims.sub ?? claims.user_id;
  if (typeof uid !== 'string' || uid === '') return { owner: false, auth: null };
  return { owner: false, auth: { uid, token: claims } };
}
