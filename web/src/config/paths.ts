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

/** Only same-site paths are followed after sign-in, so `?next=` cannot send a user elsewhere. */
export function safeNext(next: string | null | undefined): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : paths.home.href();
}
