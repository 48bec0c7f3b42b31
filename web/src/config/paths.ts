// Every route string of SPEC.md section 2, with its href builder.
export const paths = {
  home: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    href: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  },
  register: { path: '/register', href: () => '/register' },
  about: { path: '/about', href: () => '/about' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  addMarathon: { path: '/dashboard/add-marathon', href: () => '/dashboard/add-marathon' },
  myMarathons: { path: '/dashboard/my-marathons', href: () => '/dashboard/my-marathons' },
  appliedMarathons: {
    path: '/dashboard/applied-marathons',
    href: () => '/dashboard/applied-marathons',
  },
  marathons: { path: '/marathons', href: () => '/marathons' },
  marathon: {
    path: '/marathons/:id',
    href: (id: string) => `/marathons/${encodeURIComponent(id)}`,
  },
  updateMarathon: {
    path: '/updateMarathon/:id',
    href: (id: string) => `/updateMarathon/${encodeURIComponent(id)}`,
  },
  marathonRegister: {
    path: '/marathonRegister/:id',
    href: (id: string) => `/marathonRegister/${encodeURIComponent(id)}`,
  },
  description: { path: '/description', href: () => '/description' },
} as const;

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
