// The route table: every route of docs/product.md, declared once. The router
// (app/route-tree.tsx), the build-time prerender (boot/prerender.tsx), what the entry starts on a
// direct load (boot/direct-load.ts) and the bundle's chunks (one per screen) all derive from it.
// Adding a screen: a route module in app/routes/ and one entry here.

export interface RouteEntry {
  path: string;
  /** The link to it (absent on the catch-all). */
  href?: (...args: never[]) => string;
  /** The route module in app/routes/, without `.tsx`: it exports `Component` (and `loader`). */
  screen: string;
  /** Shown only to a signed-in visitor (app/require-auth.tsx); others go to /login. */
  auth?: true;
  /** A route module in app/routes/ that wraps the screen (its `<Outlet />`). */
  layout?: string;
  /** Its first screen is rendered into HTML at build time (`/` into index.html, `/x` into x.html). */
  prerender?: true;
}

/** The `:name` parameters of a path, in order. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamsOf<Rest>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A string for each name of a list. */
type StringsFor<Names extends readonly string[]> = { [K in keyof Names]: string };

/**
 * A path and its link, written once: the link takes a value for each of the path's `:params`, in
 * order, then one for each `query` name; every value is encoded.
 */
function linked<P extends string, const Q extends readonly string[] = []>(path: P, ...query: Q) {
  return {
    path,
    href: (...values: [...StringsFor<ParamsOf<P>>, ...StringsFor<Q>]): string => {
      const encoded = (values as string[]).map(encodeURIComponent);
      let next = 0;
      const filled = path.replace(/:\w+/gu, () => encoded[next++] ?? '');
      const search = query.map((name) => `${name}=${encoded[next++] ?? ''}`).join('&');
      return search === '' ? filled : `${filled}?${search}`;
    },
  };
}

/** A screen of the dashboard: its side menu (the layout) around it, for signed-in visitors. */
function dashboardScreen(name: string) {
  const path = `/dashboard/${name}`;
  return {
    path,
    href: () => path,
    screen: `dashboard/${name}`,
    layout: 'dashboard/layout',
    auth: true,
  } as const;
}

export const paths = {
  home: { path: '/', href: () => '/', screen: 'home', prerender: true },
  login: {
    path: '/login',
    href: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login'),
    screen: 'login',
    prerender: true,
  },
  register: { path: '/register', href: () => '/register', screen: 'register', prerender: true },
  about: { path: '/about', href: () => '/about', screen: 'about', prerender: true },
  // The site's own pages (config/site.ts holds their words).
  contact: { path: '/contact', href: () => '/contact', screen: 'contact', prerender: true },
  faq: { path: '/faq', href: () => '/faq', screen: 'faq', prerender: true },
  terms: { path: '/terms', href: () => '/terms', screen: 'terms', prerender: true },
  privacy: { path: '/privacy', href: () => '/privacy', screen: 'privacy', prerender: true },
  // The dashboard opens on its first screen, Add Marathon.
  dashboard: { ...dashboardScreen('add-marathon'), path: '/dashboard', href: () => '/dashboard' },
  addMarathon: dashboardScreen('add-marathon'),
  myMarathons: dashboardScreen('my-marathons'),
  appliedMarathons: dashboardScreen('applied-marathons'),
  racesIHelpWith: dashboardScreen('races-i-help-with'),
  // The race console (docs/race-day.md): one page per race, its tabs in `?tab=`.
  raceConsole: {
    path: '/dashboard/races/:id',
    href: (id: string, tab?: string) =>
      `/dashboard/races/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
    screen: 'dashboard/race-console',
    layout: 'dashboard/layout',
    auth: true,
  },
  raceCheckIn: {
    ...linked('/dashboard/races/:id/check-in'),
    screen: 'dashboard/race-check-in',
    layout: 'dashboard/layout',
    auth: true,
  },
  marathons: { path: '/marathons', href: () => '/marathons', screen: 'marathons', auth: true },
  marathon: { ...linked('/marathons/:id'), screen: 'marathon-details', auth: true },
  // A race's public results (docs/results.md): `?bib=` opens one runner's result card.
  raceResults: {
    path: '/marathons/:id/results',
    href: (id: string, bib?: number) =>
      `/marathons/${encodeURIComponent(id)}/results${bib === undefined ? '' : `?bib=${bib}`}`,
    screen: 'race-results',
  },
  // A team's page (docs/teams.md): its join link and, for its captain, the members.
  team: { ...linked('/marathons/:id/teams/:teamId'), screen: 'team', auth: true },
  // A race's results board for a screen at the finish (docs/race-day.md): public, like the results.
  raceLiveBoard: { ...linked('/marathons/:id/live'), screen: 'race-live' },
  // The checkout's Done step (docs/product.md, "Checkout"): one payment's receipt, for its payer.
  receipt: { ...linked('/marathons/:id/receipts/:paymentId'), screen: 'receipt', auth: true },
  updateMarathon: { ...linked('/updateMarathon/:id'), screen: 'update-marathon', auth: true },
  // `team`: a team's join link token (docs/teams.md), registering into that team.
  marathonRegister: {
    path: '/marathonRegister/:id',
    href: (id: string, team?: string) =>
      `/marathonRegister/${encodeURIComponent(id)}${team ? `?team=${encodeURIComponent(team)}` : ''}`,
    screen: 'marathon-register',
    auth: true,
  },
  description: {
    path: '/description',
    href: () => '/description',
    screen: 'description',
    auth: true,
  },
  // A staff invitation's link (docs/race-day.md); signing in is asked for on the page itself.
  invite: { ...linked('/invite/:id', 'token'), screen: 'invite' },
  // Registering several runners in one order (docs/orders.md).
  registerOthers: {
    path: '/marathonRegister/:id/others',
    href: (id: string, team?: string) =>
      `/marathonRegister/${encodeURIComponent(id)}/others${team ? `?team=${encodeURIComponent(team)}` : ''}`,
    screen: 'register-others',
    auth: true,
  },
  // A claim link (docs/orders.md); signing in is asked for on the page itself.
  claim: { ...linked('/claim/:id', 'token'), screen: 'claim' },
  // A news mail's unsubscribe link (docs/messages.md): the page asks first, since mail scanners
  // open links.
  unsubscribe: { ...linked('/unsubscribe', 'token'), screen: 'unsubscribe' },
  // A transfer link (docs/transfers.md); signing in is asked for on the page itself.
  transfer: { ...linked('/transfer/:id', 'token'), screen: 'transfer' },
  // What a race pass's QR code opens when a phone's own camera reads it.
  passLink: {
    path: '/check-in/:id',
    href: (id: string, pass: { passId: string } | { groupPassId: string }) =>
      'groupPassId' in pass
        ? `/check-in/${encodeURIComponent(id)}?group=${encodeURIComponent(pass.groupPassId)}`
        : `/check-in/${encodeURIComponent(id)}?pass=${encodeURIComponent(pass.passId)}`,
    screen: 'pass-link',
  },
  // The test payment provider's page (docs/payments.md): where a card payment goes on the local stack.
  testPayment: { ...linked('/pay/test/:paymentId'), screen: 'test-payment', auth: true },
  // Where PayPal sends the runner back (docs/payments.md, "PayPal"): approved, or `?cancelled=1`.
  paypalReturn: { ...linked('/pay/paypal/:paymentId'), screen: 'paypal-return', auth: true },
  // The test payout provider's onboarding (docs/payouts.md): where "Connect a payout account" goes on
  // the local stack; `account` is the account to make ready, `return` the path to go back to.
  payoutTestOnboarding: {
    ...linked('/payouts/test-onboarding', 'account', 'return'),
    screen: 'test-onboarding',
    auth: true,
  },
  // Every other path, the footer's /blog and /training included.
  notFound: { path: '*', screen: 'not-found' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof paths;

/** The table's entries, in its order. */
export const routeEntries = Object.entries(paths) as Array<[RouteName, RouteEntry]>;
