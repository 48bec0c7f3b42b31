// Where sign-in returns the visitor: the `next` the protected screen put in the login link, if safe.
import { paths } from '@/config/paths';

const SITE = 'https://run.invalid';

/** Control characters (which URL parsing strips) and backslashes (which browsers read as `/`). */
function hasUnsafeCharacter(value: string): boolean {
  return Array.from(value).some(
    (c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
  );
}

/**
 * Only a same-site path is followed after sign-in (`/dashboard?x=1#y`); anything else, such as
 * `//evil.example`, `/\evil.example`, an absolute URL or a path with a control character, gives `/`.
 */
export function safeNext(next: string | null | undefined): string {
  const home = paths.home.href();
  if (!next || !next.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next))
    return home;
  try {
    return new URL(next, SITE).origin === SITE ? next : home;
  } catch {
    return home;
  }
}
